import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { media, touchTarget } from '../../../../styles/theme';
import { z } from '../../../../lib/zod';
import { Button } from '../../../../components/ui/button';
import { DetailList } from '../../../../components/ui/card';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField, StyledLabel, Textarea } from '../../../../components/ui/form-field';
import { DownloadIcon, ExternalLinkIcon } from '../../../../components/ui/icons';
import { toast } from '../../../../components/ui/toast';
import { categoryLabel } from '../../../../content/dashboard-labels';
import { runAction } from '../../../../lib/run-action';
import { reviewContent as t, staffCommon } from '../../../../content/staff';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import type { StaffDocument } from '../api/types';
import { canOpenInBrowser, openDocumentInNewTab, reviewDocument, type ReviewStatus } from '../api/review-document';
import { useRevalidateStaff } from '../../../../lib/staff-keys';
import { DocumentStatusBadge } from '../../../../components/ui/status-badges';
import { applyServerErrors } from '../../../../lib/form-errors';

const OUTCOMES: ReviewStatus[] = ['approved', 'needs_revision', 'rejected'];

const reviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'needs_revision', ''] as const),
    reviewNotes: z.string().max(5000),
  })
  .superRefine((v, ctx) => {
    if (v.status === '') ctx.addIssue({ code: 'custom', path: ['status'], message: t.outcomeRequired });
    if (v.status !== 'approved' && v.status !== '' && v.reviewNotes.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['reviewNotes'], message: t.notesRequired });
  });

type ReviewValues = z.infer<typeof reviewSchema>;

export interface ReviewTarget {
  document: StaffDocument;
  clientName: string;
}

/** Opens or downloads a client's file: PDFs and images open in a tab, anything else downloads. */
export function DocumentFileActions({
  document,
  size = 'sm',
}: {
  /** A client's document, or one the firm published to them: the same staff download route. */
  document: Pick<StaffDocument, 'downloadUrl' | 'fileType' | 'fileName'>;
  size?: 'sm' | 'md';
}) {
  return (
    <>
      {canOpenInBrowser(document.fileType) && (
        <Button
          $variant="outline"
          $size={size}
          aria-label={t.openLabel(document.fileName)}
          onClick={() =>
            void openDocumentInNewTab(document).catch(() =>
              toast({ title: t.openFailed, description: t.openFailedText, variant: 'destructive' }),
            )
          }
        >
          <ExternalLinkIcon />
          {size === 'md' ? t.open : null}
        </Button>
      )}
      <StyledDownload href={document.downloadUrl} download={document.fileName} aria-label={t.downloadLabel(document.fileName)} $size={size}>
        <DownloadIcon />
        {size === 'md' ? t.download : null}
      </StyledDownload>
    </>
  );
}

/**
 * Approve, reject or ask for a revision. Notes are required for the last two (the client reads
 * them in their Document Details dialog); the server checks the same rule and its message is shown.
 */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  const doc = target?.document ?? null;
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ resolver: zodResolver(reviewSchema), defaultValues: { status: '', reviewNotes: '' } });

  useEffect(() => {
    if (doc) reset({ status: doc.status === 'pending' ? '' : doc.status, reviewNotes: doc.reviewNotes ?? '' });
  }, [doc, reset]);

  const status = useWatch({ control, name: 'status' });
  const notesRequired = status === 'rejected' || status === 'needs_revision';

  const onSubmit = handleSubmit(async (values) => {
    if (!doc || values.status === '') return;
    const outcome = values.status;
    const ok = await runAction(
      () => reviewDocument(doc.businessId, doc.id, { status: outcome, reviewNotes: values.reviewNotes.trim() || null }),
      { title: t.saved, description: t.savedText(doc.fileName, t.outcomes[outcome]) },
      (err) => applyServerErrors(setError, err, ['reviewNotes']),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      description={doc ? t.description(doc.fileName) : undefined}
      size="lg"
    >
      {doc && target && (
        <form onSubmit={onSubmit} noValidate>
          <DetailList>
            <dt>{t.fileName}</dt>
            <dd>{doc.fileName}</dd>
            <dt>{t.client}</dt>
            <dd>{target.clientName}</dd>
            <dt>{t.category}</dt>
            <dd>{categoryLabel(doc.category)}</dd>
            <dt>{t.clientDescription}</dt>
            <dd>{doc.description || t.noDescription}</dd>
            <dt>{t.size}</dt>
            <dd>
              {formatFileSize(doc.fileSize)} · {doc.fileType}
            </dd>
            <dt>{t.uploaded}</dt>
            <dd>{formatDateTime(doc.uploadedAt)}</dd>
            <dt>{t.currentStatus}</dt>
            <dd>
              <DocumentStatusBadge status={doc.status} />
            </dd>
            {doc.reviewedAt && (
              <>
                <dt>{t.lastReview}</dt>
                <dd>{t.reviewedBy(doc.reviewerName ?? staffCommon.none, formatDateTime(doc.reviewedAt))}</dd>
              </>
            )}
          </DetailList>
          <StyledFileRow>
            <DocumentFileActions document={doc} size="md" />
          </StyledFileRow>

          <StyledFieldset aria-describedby={errors.status ? 'review-status-error' : undefined}>
            <legend>
              <StyledLabel as="span">{t.outcome}</StyledLabel>
            </legend>
            <StyledRadios>
              {OUTCOMES.map((o) => (
                <label key={o}>
                  <input type="radio" value={o} {...register('status')} aria-invalid={Boolean(errors.status)} />
                  {t.outcomes[o]}
                </label>
              ))}
            </StyledRadios>
            <StyledError id="review-status-error" aria-live="polite">
              {errors.status?.message}
            </StyledError>
          </StyledFieldset>

          <FormField id="review-notes" label={t.notes} error={errors.reviewNotes?.message} hint={t.notesHint} optional={!notesRequired}>
            {(p) => <Textarea {...p} {...register('reviewNotes')} aria-required={notesRequired} rows={4} />}
          </FormField>

          <StyledFooter>
            <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
              {staffCommon.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? staffCommon.saving : t.submit}
            </Button>
          </StyledFooter>
        </form>
      )}
    </Dialog>
  );
}

const StyledDownload = styled.a<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '2.75rem')};
  ${media.touch} {
    min-height: ${touchTarget};
  }
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledFileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledRadios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  &:empty {
    display: none;
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
