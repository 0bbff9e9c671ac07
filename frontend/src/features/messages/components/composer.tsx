import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { FormField, Input, Select, Textarea } from '../../../components/ui/form-field';
import { CloseIcon, FileIcon, UploadIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { DOCUMENT_CATEGORY_GROUPS } from '../../../content/dashboard-labels';
import { MESSAGE_MAX, messagesContent, SUBJECT_MAX } from '../../../content/messages';
import { formatFileSize } from '../../../lib/format';
import { z } from '../../../lib/zod';
import { fileKey, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, splitBySize } from '../../../lib/upload-rules';
import type { MessageInput } from '../api/conversations';

const t = messagesContent.composer;

export interface ComposerValues extends MessageInput {
  subject?: string;
}

interface ComposerProps {
  idPrefix: string;
  label: string;
  submitLabel: string;
  /** Shows a subject field first (starting a conversation). */
  withSubject?: boolean;
  /** Files are filed in the client's archive; off where a message cannot carry them (an internal note). */
  allowAttachments: boolean;
  /** Sends; resolves true when the message went, and the form is emptied then. */
  onSend: (values: ComposerValues) => Promise<boolean>;
  /** Controls above the text (the staff reply / note switch). */
  leading?: ReactNode;
  secondaryAction?: ReactNode;
}

const schema = z.object({
  subject: z.string(),
  body: z.string().trim().min(1, t.required).max(MESSAGE_MAX, t.tooLong),
  category: z.string(),
});
type FormValues = z.infer<typeof schema>;

/**
 * Writing a message: text up to 5,000 characters with a live count, optional attachments (up to
 * ten files of 10 MB, filed under a category the writer chooses). Ctrl+Enter (or Cmd+Enter) sends.
 */
export function Composer({ idPrefix, label, submitLabel, withSubject, allowAttachments, onSend, leading, secondaryAction }: ComposerProps) {
  const fileInputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const subjectSchema = withSubject
    ? schema.extend({ subject: z.string().trim().min(1, messagesContent.subjectRequired).max(SUBJECT_MAX, messagesContent.subjectTooLong) })
    : schema;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(subjectSchema), defaultValues: { subject: '', body: '', category: '' } });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const attaching = allowAttachments && files.length > 0;

  const addFiles = (chosen: File[]) => {
    const { accepted, tooLarge } = splitBySize(chosen, MAX_FILE_BYTES);
    if (tooLarge.length > 0) toast({ title: t.tooLarge, description: t.tooLargeText(tooLarge.map((f) => f.name)), variant: 'destructive' });
    setFiles((current) => {
      const known = new Set(current.map(fileKey));
      const next = [...current, ...accepted.filter((f) => !known.has(fileKey(f)))];
      if (next.length > MAX_FILES_PER_UPLOAD) {
        toast({ title: t.tooMany, description: t.tooManyText, variant: 'destructive' });
        return next.slice(0, MAX_FILES_PER_UPLOAD);
      }
      return next;
    });
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(e.target.files ?? []));
    e.target.value = '';
  };

  const submit = handleSubmit(async (values) => {
    if (attaching && !values.category) {
      setError('category', { message: t.categoryRequired });
      return;
    }
    const sent = await onSend({
      subject: withSubject ? values.subject.trim() : undefined,
      body: values.body,
      files: attaching ? files : [],
      category: attaching ? values.category : undefined,
    });
    if (sent) {
      reset({ subject: '', body: '', category: '' });
      setFiles([]);
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const counterId = `${idPrefix}-counter`;
  return (
    <StyledForm ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      {leading}
      {withSubject && (
        <FormField id={`${idPrefix}-subject`} label={messagesContent.subject} error={errors.subject?.message}>
          {(p) => <Input {...p} {...register('subject')} maxLength={SUBJECT_MAX} autoComplete="off" />}
        </FormField>
      )}
      <FormField id={`${idPrefix}-body`} label={label} error={errors.body?.message} hint={t.shortcut}>
        {(p) => (
          <Textarea
            {...p}
            {...register('body')}
            aria-describedby={[p['aria-describedby'], counterId].filter(Boolean).join(' ')}
            rows={4}
            placeholder={t.placeholder}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <StyledCounter id={counterId} $over={body.length > MESSAGE_MAX} aria-live="polite">
        {t.counter(body.length)}
      </StyledCounter>

      {allowAttachments && (
        <StyledAttach>
          <StyledFileButton htmlFor={fileInputId}>
            <UploadIcon />
            {t.attach}
          </StyledFileButton>
          <input
            id={fileInputId}
            type="file"
            multiple
            className="visually-hidden"
            onChange={onFiles}
            disabled={isSubmitting}
            aria-describedby={`${idPrefix}-attach-hint`}
          />
          <StyledHint id={`${idPrefix}-attach-hint`}>{t.attachHint}</StyledHint>
          {files.length > 0 && (
            <>
              <StyledFiles aria-label={messagesContent.attachments}>
                {files.map((file) => (
                  <li key={fileKey(file)}>
                    <FileIcon />
                    <span>{file.name}</span>
                    <small>{formatFileSize(file.size)}</small>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={t.remove(file.name)}
                      onClick={() => setFiles((c) => c.filter((f) => f !== file))}
                      disabled={isSubmitting}
                    >
                      <CloseIcon />
                    </Button>
                  </li>
                ))}
              </StyledFiles>
              <FormField id={`${idPrefix}-category`} label={t.category} error={errors.category?.message}>
                {(p) => (
                  <Select {...p} {...register('category')} disabled={isSubmitting}>
                    <option value="">{t.chooseCategory}</option>
                    {DOCUMENT_CATEGORY_GROUPS.map((g) => (
                      <optgroup key={g.label} label={g.label}>
                        {g.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </Select>
                )}
              </FormField>
            </>
          )}
        </StyledAttach>
      )}

      <StyledActions>
        {secondaryAction}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.sending : submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledCounter = styled.p<{ $over: boolean }>`
  margin: -${({ theme }) => theme.space.xs} 0 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

const StyledAttach = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFileButton = styled.label`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:has(+ input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
