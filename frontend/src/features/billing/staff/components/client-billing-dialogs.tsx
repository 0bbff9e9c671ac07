import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../../lib/zod';
import { FieldGrid, FormField, FullWidth, Input, Select } from '../../../../components/ui/form-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { statusLabel } from '../../../../content/dashboard-labels';
import { clientDetailContent, staffCommon } from '../../../../content/staff';
import { firmToday } from '@table-bay/shared';
import { formatMoney } from '../../../../lib/format';
import { applyServerErrors } from '../../../../lib/form-errors';
import { runAction } from '../../../../lib/run-action';
import { useRevalidateStaff } from '../../../../lib/staff-keys';
import { createSubscription, recordPayment, useServices } from '../api/billing';
import type { StaffSubscription } from '../api/types';

const ts = clientDetailContent.subscriptions;
const tp = clientDetailContent.payments;

export function subscriptionTitle(s: StaffSubscription): string {
  return s.service?.title ?? `#${s.serviceId}`;
}

const subscriptionSchema = z.object({ serviceId: z.string().min(1, ts.packageRequired) });
type SubscriptionValues = z.infer<typeof subscriptionSchema>;

export function AddSubscriptionDialog({ open, clientId, onClose }: { open: boolean; clientId: number; onClose: () => void }) {
  const services = useServices();
  const revalidate = useRevalidateStaff();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscriptionValues>({ resolver: zodResolver(subscriptionSchema), defaultValues: { serviceId: '' } });

  useEffect(() => {
    if (open) reset({ serviceId: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ serviceId }) => {
    const service = services.data?.find((s) => String(s.id) === serviceId);
    const ok = await runAction(() => createSubscription(clientId, Number(serviceId)), {
      title: ts.created,
      description: ts.createdText(service?.title ?? ''),
    });
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={ts.addTitle}
      description={ts.addDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={ts.create}
      submitDisabled={!services.data}
    >
      {services.error ? (
        <p role="alert">{ts.servicesError}</p>
      ) : (
        <FormField id="subscription-service" label={ts.packageLabel} error={errors.serviceId?.message}>
          {(p) => (
            <Select {...p} {...register('serviceId')} disabled={services.isLoading}>
              <option value="">{services.isLoading ? staffCommon.loading : ts.choose}</option>
              {services.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title} ({formatMoney(s.price)}
                  {ts.perMonth})
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
    </FormDialog>
  );
}

const paymentSchema = z.object({
  subscriptionId: z.string(),
  amount: z
    .string()
    .trim()
    .min(1, tp.amountRequired)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0, tp.amountInvalid),
  paymentMethod: z.string().trim().min(1).max(50),
  reference: z.string().trim().max(255),
  description: z.string().trim().max(255),
  paymentDate: z.string().min(1, tp.dateRequired),
  status: z.enum(['completed', 'pending']),
});
type PaymentValues = z.infer<typeof paymentSchema>;
const PAYMENT_FIELDS = ['subscriptionId', 'amount', 'paymentMethod', 'reference', 'description', 'paymentDate', 'status'] as const;

function emptyPayment(subscriptions: StaffSubscription[]): PaymentValues {
  const pending = subscriptions.find((s) => s.status === 'pending') ?? subscriptions.find((s) => s.status === 'active');
  return {
    subscriptionId: pending ? String(pending.id) : '',
    amount: pending?.service ? String(pending.service.price) : '',
    paymentMethod: 'EFT',
    reference: '',
    description: '',
    paymentDate: firmToday(),
    status: 'completed',
  };
}

export function RecordPaymentDialog({
  open,
  clientId,
  subscriptions,
  onClose,
}: {
  open: boolean;
  clientId: number;
  subscriptions: StaffSubscription[];
  onClose: () => void;
}) {
  const revalidate = useRevalidateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentValues>({ resolver: zodResolver(paymentSchema), defaultValues: emptyPayment(subscriptions) });

  useEffect(() => {
    if (open) reset(emptyPayment(subscriptions));
    // Only when the dialog opens: a refreshed client must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const amount = Number(v.amount);
    const ok = await runAction(
      () =>
        recordPayment(clientId, {
          subscriptionId: v.subscriptionId ? Number(v.subscriptionId) : null,
          amount,
          paymentMethod: v.paymentMethod,
          reference: v.reference || null,
          description: v.description || null,
          paymentDate: v.paymentDate,
          status: v.status,
        }),
      { title: tp.recorded, description: tp.recordedText(formatMoney(amount, { decimals: 2 })) },
      (err) => applyServerErrors(setError, err, PAYMENT_FIELDS),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={tp.recordTitle}
      description={tp.recordDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={tp.save}
      size="lg"
    >
      <FieldGrid>
        <FullWidth>
          <FormField id="payment-subscription" label={tp.subscription} error={errors.subscriptionId?.message}>
            {(p) => (
              <Select {...p} {...register('subscriptionId')}>
                <option value="">{tp.onceOff}</option>
                {subscriptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {subscriptionTitle(s)} ({statusLabel(s.status)})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FullWidth>
        <FormField id="payment-amount" label={tp.amountLabel} error={errors.amount?.message}>
          {(p) => <Input {...p} {...register('amount')} inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FormField id="payment-date" label={tp.dateLabel} error={errors.paymentDate?.message}>
          {(p) => <Input {...p} {...register('paymentDate')} type="date" />}
        </FormField>
        <FormField id="payment-method" label={tp.methodLabel} error={errors.paymentMethod?.message}>
          {(p) => (
            <Select {...p} {...register('paymentMethod')}>
              {tp.methods.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="payment-reference" label={tp.referenceLabel} hint={tp.referenceHint} error={errors.reference?.message} optional>
          {(p) => <Input {...p} {...register('reference')} autoComplete="off" />}
        </FormField>
        <FormField id="payment-status" label={tp.statusLabel} error={errors.status?.message}>
          {(p) => (
            <Select {...p} {...register('status')}>
              <option value="completed">{tp.statusCompleted}</option>
              <option value="pending">{tp.statusPending}</option>
            </Select>
          )}
        </FormField>
        <FormField id="payment-description" label={tp.descriptionLabel} error={errors.description?.message} optional>
          {(p) => <Input {...p} {...register('description')} autoComplete="off" />}
        </FormField>
      </FieldGrid>
    </FormDialog>
  );
}
