import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { Button } from '../../../components/ui/button';
import { FormField, Input, OptionGroups, Select, Textarea } from '../../../components/ui/form-field';
import { FilePicker, type FilePickerTexts } from '../../../components/ui/file-picker';
import { DOCUMENT_CATEGORY_GROUPS } from '../../../content/dashboard-labels';
import { MESSAGE_MAX, messagesContent, SUBJECT_MAX } from '../../../content/messages';
import { z } from '../../../lib/zod';
import { MAX_FILES_PER_UPLOAD } from '../../../lib/upload-rules';
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

const pickerTexts: FilePickerTexts = {
  choose: t.attach,
  hint: t.attachHint,
  listLabel: messagesContent.attachments,
  remove: t.remove,
  tooLarge: t.tooLarge,
  tooLargeText: t.tooLargeText,
  tooMany: { title: t.tooMany, text: t.tooManyText },
};

/**
 * Writing a message: text up to 5,000 characters with a live count, optional attachments (up to
 * ten files of 10 MB, filed under a category the writer chooses). Ctrl+Enter (or Cmd+Enter) sends.
 */
export function Composer({ idPrefix, label, submitLabel, withSubject, allowAttachments, onSend, leading, secondaryAction }: ComposerProps) {
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
      <FormField
        id={`${idPrefix}-body`}
        label={label}
        error={errors.body?.message}
        hint={<StyledKeyboardHint>{t.shortcut}</StyledKeyboardHint>}
      >
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
          <FilePicker
            variant="button"
            files={files}
            onFilesChange={setFiles}
            texts={pickerTexts}
            disabled={isSubmitting}
            maxFiles={MAX_FILES_PER_UPLOAD}
            hintId={`${idPrefix}-attach-hint`}
          />
          {files.length > 0 && (
            <FormField id={`${idPrefix}-category`} label={t.category} error={errors.category?.message}>
              {(p) => (
                <Select {...p} {...register('category')} disabled={isSubmitting}>
                  <option value="">{t.chooseCategory}</option>
                  <OptionGroups groups={DOCUMENT_CATEGORY_GROUPS} />
                </Select>
              )}
            </FormField>
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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A keyboard shortcut means nothing on a phone or a touch screen: the hint is shown with a keyboard only. */
const StyledKeyboardHint = styled.span`
  ${media.touch} {
    display: none;
  }
`;
