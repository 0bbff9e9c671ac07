import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../../lib/zod';
import { FormField, Textarea } from '../../../../components/ui/form-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { clientDetailContent } from '../../../../content/staff';
import { applyServerErrors } from '../../../../lib/form-errors';
import { runAction } from '../../../../lib/run-action';
import { useRevalidateStaff } from '../../../../lib/staff-keys';
import { startOnAccount } from '../api/billing';
import type { StaffSubscription } from '../api/types';

const ts = clientDetailContent.subscriptions;

export function subscriptionTitle(s: StaffSubscription): string {
  return s.service?.title ?? `#${s.serviceId}`;
}

// The API's rule (StartOnAccountDto), checked here first so the admin sees it beside the field.
const startSchema = z.object({ reason: z.string().trim().min(1, ts.reasonRequired).min(5, ts.reasonShort).max(500) });
type StartValues = z.infer<typeof startSchema>;

/** An admin starts a pending subscription on account, and says why. */
export function StartOnAccountDialog({
  clientId,
  subscription,
  onClose,
}: {
  clientId: number;
  subscription: StaffSubscription | null;
  onClose: () => void;
}) {
  const revalidate = useRevalidateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StartValues>({ resolver: zodResolver(startSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (subscription) reset({ reason: '' });
  }, [subscription, reset]);

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!subscription) return;
    const ok = await runAction(
      () => startOnAccount(clientId, subscription.id, reason),
      { title: ts.started_, description: ts.startedText(subscriptionTitle(subscription)) },
      (err) => applyServerErrors(setError, err, ['reason'] as const),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <FormDialog
      open={subscription !== null}
      onClose={onClose}
      title={subscription ? ts.startTitle(subscriptionTitle(subscription)) : ''}
      description={ts.startDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={ts.start}
    >
      <FormField id="start-on-account-reason" label={ts.reasonLabel} hint={ts.reasonHint} error={errors.reason?.message}>
        {(p) => <Textarea {...p} {...register('reason')} rows={3} maxLength={500} />}
      </FormField>
    </FormDialog>
  );
}
