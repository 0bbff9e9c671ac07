import { zodResolver } from '@hookform/resolvers/zod';
import { WITHDRAWAL_REASON_MAX } from '@table-bay/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, Textarea } from '../../../components/ui/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { engagementContent } from '../../../content/engagement';
import { withdrawLetter, type StaffEngagementLetter } from '../../../lib/api/engagement';
import { applyServerErrors } from '../../../lib/form-errors';
import { runAction } from '../../../lib/run-action';
import { z } from '../../../lib/zod';

const t = engagementContent.staff.withdraw;

// The API's rule (WithdrawLetterDto), checked here first so the reason's problem shows beside it.
const schema = z.object({
  reason: z.string().trim().min(1, t.reasonRequired).max(WITHDRAWAL_REASON_MAX, t.reasonTooLong(WITHDRAWAL_REASON_MAX)),
});
type Values = z.infer<typeof schema>;

/** A manager or admin withdraws an unsigned letter and says why; the owners are mailed the reason. */
export function WithdrawLetterDialog({
  letter,
  onClose,
  onWithdrawn,
}: {
  letter: StaffEngagementLetter | null;
  onClose: () => void;
  onWithdrawn: () => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (letter) reset({ reason: '' });
  }, [letter, reset]);

  const client = letter?.businessName ?? '';
  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!letter) return;
    const ok = await runAction(
      () => withdrawLetter(letter.id, reason),
      { title: t.done, description: t.doneText(letter.title, client) },
      (err) => applyServerErrors(setError, err, ['reason'] as const),
    );
    if (ok) {
      await onWithdrawn();
      onClose();
    }
  });

  return (
    <FormDialog
      open={letter !== null}
      onClose={onClose}
      title={letter ? t.title(letter.title, client) : ''}
      description={t.description}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={t.submit}
    >
      <FormField id="withdraw-letter-reason" label={t.reason} error={errors.reason?.message}>
        {(p) => <Textarea {...p} {...register('reason')} rows={3} maxLength={WITHDRAWAL_REASON_MAX} />}
      </FormField>
    </FormDialog>
  );
}
