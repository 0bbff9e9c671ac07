import { useId, useRef, useState, type FormEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FieldGrid, FormField, Input, Select } from '../../../../components/ui/form-field';
import { CheckboxLabel, Stack } from '../../../../components/ui/layout';
import { QueryState } from '../../../../components/ui/query-state';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import { toast } from '../../../../components/ui/toast';
import { FIRM_DOCUMENT_CATEGORY_OPTIONS, firmCategoryLabel } from '../../../../content/dashboard-labels';
import { clientDetailContent } from '../../../../content/staff';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { publishFirmDocuments, useClientFirmDocuments, type FirmDocumentCategory, type StaffFirmDocument } from '../api/firm-documents';
import { DocumentFileActions } from './review-dialog';

const t = clientDetailContent.published;

/**
 * The client page's "Published to the client" card: a form to publish documents (the same upload
 * rules as the client's own), and what was published with the client's read and acknowledged state.
 */
export function ClientPublishedDocuments({ clientId }: { clientId: number }) {
  const published = useClientFirmDocuments(clientId);
  const items = published.data ?? [];

  const columns: Column<StaffFirmDocument>[] = [
    {
      id: 'document',
      header: t.document,
      card: 'title',
      cell: (d) => (
        <>
          <CellTitle>{d.fileName}</CellTitle>
          {d.description && <CellNote>{d.description}</CellNote>}
        </>
      ),
    },
    { id: 'category', header: t.category, cell: (d) => firmCategoryLabel(d.category) },
    {
      id: 'published',
      header: t.published,
      card: 'meta',
      cell: (d) => (
        <>
          {formatDate(d.publishedAt)}
          {d.publishedByName && <CellNote>{t.by(d.publishedByName)}</CellNote>}
        </>
      ),
    },
    { id: 'read', header: t.read, cell: (d) => (d.readAt ? formatDate(d.readAt) : t.notRead) },
    {
      id: 'acknowledgement',
      header: t.acknowledgement,
      card: 'status',
      cell: (d) =>
        d.acknowledgedAt ? (
          <Badge $tone="success">{t.acknowledged(formatDate(d.acknowledgedAt))}</Badge>
        ) : d.acknowledgementRequested ? (
          <Badge $tone="warning">{t.awaiting}</Badge>
        ) : (
          <Badge>{t.notRequested}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (d) => (
        <RowActions>
          <DocumentFileActions document={d} />
        </RowActions>
      ),
    },
  ];

  return (
    <Card aria-labelledby={`published-${clientId}`}>
      <CardHeader>
        <CardTitle id={`published-${clientId}`}>{t.title}</CardTitle>
        <CardDescription>{t.lead}</CardDescription>
      </CardHeader>
      <Stack>
        <PublishForm clientId={clientId} onPublished={() => void published.mutate()} />
        <QueryState
          isLoading={published.isLoading}
          error={published.error}
          onRetry={() => void published.mutate()}
          isEmpty={items.length === 0}
          empty={<EmptyState title={t.empty} />}
        >
          <DataTable caption={t.caption} columns={columns} rows={items} rowKey={(d) => d.id} />
        </QueryState>
      </Stack>
    </Card>
  );
}

function PublishForm({ clientId, onPublished }: { clientId: number; onPublished: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<FirmDocumentCategory | ''>('');
  const [description, setDescription] = useState('');
  const [acknowledge, setAcknowledge] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string; files?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = { category: category ? undefined : t.categoryRequired, files: files.length > 0 ? undefined : t.filesRequired };
    setErrors(problems);
    if (!category || files.length === 0) return;
    setBusy(true);
    try {
      const result = await publishFirmDocuments(clientId, { category, description, acknowledgementRequested: acknowledge, files });
      const n = result.documents.length;
      toast({ title: t.done, description: result.notified > 0 ? t.doneText(n) : t.doneTextNobody(n) });
      setCategory('');
      setDescription('');
      setAcknowledge(false);
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      onPublished();
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t.formTitle} noValidate>
      <Stack $gap="sm">
        <FieldGrid>
          <FormField id={`${id}-category`} label={t.categoryLabel} error={errors.category}>
            {(control) => (
              <Select {...control} value={category} onChange={(e) => setCategory(e.target.value as FirmDocumentCategory | '')}>
                <option value="">{t.categoryPlaceholder}</option>
                {FIRM_DOCUMENT_CATEGORY_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${id}-description`} label={t.description} optional>
            {(control) => <Input {...control} value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />}
          </FormField>
        </FieldGrid>
        <FormField id={`${id}-files`} label={t.files} hint={t.filesHint} error={errors.files}>
          {(control) => (
            <Input {...control} ref={fileInput} type="file" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
          )}
        </FormField>
        <CheckboxLabel>
          <input type="checkbox" checked={acknowledge} onChange={(e) => setAcknowledge(e.target.checked)} />
          {t.acknowledge}
        </CheckboxLabel>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
