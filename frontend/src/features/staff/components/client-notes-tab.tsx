import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from '../../../lib/zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, Textarea } from '../../../components/ui/form-field';
import { clientDetailContent, staffCommon } from '../../../content/staff';
import { formatDateTime } from '../../../lib/format';
import { createNote, deleteNote, updateNote, useClientNotes, type ClientNote } from '../api/client-notes';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { runAction } from '../../../lib/run-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxLabel } from '../../../components/ui/layout';
import { QueryState } from '../../../components/ui/query-state';

const t = clientDetailContent.notes;

const noteSchema = z.object({
  content: z.string().trim().min(1, t.contentRequired).max(10_000),
  isPrivate: z.boolean(),
});
type NoteValues = z.infer<typeof noteSchema>;

function NoteForm({
  idPrefix,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  initial: NoteValues;
  submitLabel: string;
  onSave: (values: NoteValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: initial });

  useEffect(() => {
    reset(initial);
  }, [initial, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if ((await onSave({ ...values, content: values.content.trim() })) && !onCancel) reset({ content: '', isPrivate: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField id={`${idPrefix}-content`} label={t.contentLabel} error={errors.content?.message}>
        {(p) => <Textarea {...p} {...register('content')} rows={3} />}
      </FormField>
      <StyledRow>
        <CheckboxLabel>
          <input type="checkbox" {...register('isPrivate')} aria-describedby={`${idPrefix}-private-hint`} />
          {t.privateLabel}
        </CheckboxLabel>
        <StyledHint id={`${idPrefix}-private-hint`}>{t.privateHint}</StyledHint>
      </StyledRow>
      <StyledActions>
        {onCancel && (
          <Button $variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {staffCommon.cancel}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? staffCommon.saving : submitLabel}
        </Button>
      </StyledActions>
    </form>
  );
}

const NEW_NOTE: NoteValues = { content: '', isPrivate: true };

/** Staff notes on the client: private by default, never shown to the client. */
export function ClientNotesTab({ clientId }: { clientId: number }) {
  const notes = useClientNotes(clientId);
  const revalidate = useRevalidateStaff();
  const [editing, setEditing] = useState<ClientNote | null>(null);
  const [toDelete, setToDelete] = useState<ClientNote | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(action: () => Promise<unknown>, title: string): Promise<boolean> {
    const ok = await runAction(action, { title });
    if (ok) await revalidate();
    return ok;
  }

  async function remove() {
    if (!toDelete) return;
    setBusy(true);
    const ok = await save(() => deleteNote(clientId, toDelete.id), t.deleted);
    setBusy(false);
    if (ok) setToDelete(null);
  }

  return (
    <Card aria-labelledby="client-notes">
      <CardHeader>
        <div>
          <CardTitle id="client-notes">{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </div>
      </CardHeader>
      <NoteForm idPrefix="new-note" initial={NEW_NOTE} submitLabel={t.add} onSave={(v) => save(() => createNote(clientId, v), t.added)} />

      <StyledNotes>
        <QueryState isLoading={notes.isLoading} error={notes.error} onRetry={() => void notes.mutate()}>
          {notes.data && notes.data.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <StyledList>
              {notes.data?.map((n) => {
                const when = formatDateTime(n.createdAt);
                return (
                  <li key={n.id}>
                    <StyledMeta>
                      <span>
                        {t.by(n.authorName ?? t.unknownAuthor, when)} {n.updatedAt !== n.createdAt ? t.edited : ''}
                      </span>
                      {n.isPrivate ? <Badge $tone="warning">{t.private}</Badge> : <Badge $tone="info">{t.shared}</Badge>}
                    </StyledMeta>
                    <StyledContent>{n.content}</StyledContent>
                    {n.canEdit && (
                      <StyledActions>
                        <Button $variant="ghost" $size="sm" aria-label={t.editLabel(when)} onClick={() => setEditing(n)}>
                          {t.edit}
                        </Button>
                        <Button $variant="ghost" $size="sm" aria-label={t.deleteLabel(when)} onClick={() => setToDelete(n)}>
                          {t.delete}
                        </Button>
                      </StyledActions>
                    )}
                  </li>
                );
              })}
            </StyledList>
          )}
        </QueryState>
      </StyledNotes>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t.editTitle}
      >
        {editing && (
          <NoteForm
            idPrefix="edit-note"
            initial={{ content: editing.content, isPrivate: editing.isPrivate }}
            submitLabel={t.save}
            onCancel={() => setEditing(null)}
            onSave={async (v) => {
              const ok = await save(() => updateNote(clientId, editing.id, v), t.saved);
              if (ok) setEditing(null);
              return ok;
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={t.confirm}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledNotes = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledContent = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
