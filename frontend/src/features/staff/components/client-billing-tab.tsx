import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from '../../../lib/zod';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldGrid, FormField, FullWidth, Input, Select } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { CellNote, TableFrame, RowActions } from '../../../components/ui/table';
import { statusLabel } from '../../../content/dashboard-labels';
import { clientDetailContent, staffCommon } from '../../../content/staff';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  activateSubscription,
  createSubscription,
  nextPaymentStatuses,
  recordPayment,
  updatePaymentStatus,
  useServices,
} from '../api/billing';
import type { ClientDetail, PaymentStatus, StaffPayment, StaffSubscription } from '../api/get-client';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { firmToday } from '../../../lib/firm-calendar';
import { runAction } from '../../../lib/run-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Stack } from '../../../components/ui/layout';
import { PaymentStatusBadge, SubscriptionStatusBadge } from '../../../components/ui/status-badges';
import { CellTitle } from '../../../components/ui/table';
import { applyServerErrors } from '../../../lib/form-errors';

const ts = clientDetailContent.subscriptions;
const tp = clientDetailContent.payments;

function subscriptionTitle(s: StaffSubscription): string {
  return s.service?.title ?? `#${s.serviceId}`;
}

export function ClientBillingTab({ clientId, detail, invoices }: { clientId: number; detail: ClientDetail; invoices?: ReactNode }) {
  const revalidate = useRevalidateStaff();
  const [addOpen, setAddOpen] = useState(false);
  const [recordOpen, setRecordOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [transition, setTransition] = useState<{ payment: StaffPayment; status: PaymentStatus } | null>(null);
  const [transitionBusy, setTransitionBusy] = useState(false);

  async function activate(s: StaffSubscription) {
    setBusyId(s.id);
    const ok = await runAction(() => activateSubscription(clientId, s.id), {
      title: ts.activated,
      description: ts.activatedText(subscriptionTitle(s)),
    });
    setBusyId(null);
    if (ok) await revalidate();
  }

  async function applyTransition() {
    if (!transition) return;
    setTransitionBusy(true);
    const label = statusLabel(transition.status);
    const ok = await runAction(() => updatePaymentStatus(clientId, transition.payment.id, transition.status), {
      title: tp.updated,
      description: tp.updatedText(label),
    });
    setTransitionBusy(false);
    if (ok) {
      setTransition(null);
      await revalidate();
    }
  }

  return (
    <Stack>
      {invoices}
      <Card>
        <CardHeader>
          <CardTitle>{ts.title}</CardTitle>
          <Button $size="sm" onClick={() => setAddOpen(true)}>
            <PlusIcon />
            {ts.add}
          </Button>
        </CardHeader>
        {detail.subscriptions.length === 0 ? (
          <EmptyState title={ts.empty} />
        ) : (
          <TableFrame caption={ts.caption}>
            <thead>
              <tr>
                <th scope="col">{ts.package}</th>
                <th scope="col">{ts.status}</th>
                <th scope="col">{ts.price}</th>
                <th scope="col">{ts.started}</th>
                <th scope="col">{ts.renews}</th>
                <th scope="col">
                  <span className="visually-hidden">{ts.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.subscriptions.map((s) => (
                <tr key={s.id}>
                  <td>
                    <CellTitle>{subscriptionTitle(s)}</CellTitle>
                  </td>
                  <td>
                    <SubscriptionStatusBadge status={s.status} />
                  </td>
                  <td>{s.service ? `${formatMoney(s.service.price)}${ts.perMonth}` : '—'}</td>
                  <td>{formatDate(s.startDate)}</td>
                  <td>{s.renewalDate ? formatDate(s.renewalDate) : '—'}</td>
                  <td>
                    <RowActions>
                      {s.status === 'pending' && (
                        <Button
                          $size="sm"
                          disabled={busyId === s.id}
                          aria-label={ts.activateLabel(subscriptionTitle(s))}
                          onClick={() => void activate(s)}
                        >
                          {ts.activate}
                        </Button>
                      )}
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{tp.title}</CardTitle>
          <Button $size="sm" onClick={() => setRecordOpen(true)}>
            <PlusIcon />
            {tp.record}
          </Button>
        </CardHeader>
        {detail.payments.length === 0 ? (
          <EmptyState title={tp.empty} />
        ) : (
          <TableFrame caption={tp.caption}>
            <thead>
              <tr>
                <th scope="col">{tp.status}</th>
                <th scope="col">{tp.date}</th>
                <th scope="col">{tp.description}</th>
                <th scope="col">{tp.method}</th>
                <th scope="col">{tp.amount}</th>
                <th scope="col">
                  <span className="visually-hidden">{tp.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.payments.map((p) => {
                const amount = formatMoney(p.amount, { decimals: 2, currency: p.currency });
                const date = formatDate(p.paymentDate);
                return (
                  <tr key={p.id}>
                    <td>
                      <PaymentStatusBadge status={p.status} />
                    </td>
                    <td>{date}</td>
                    <td>
                      {p.description || p.serviceTitle || '—'}
                      {p.stripePaymentId && (
                        <CellNote>
                          {tp.reference}: {p.stripePaymentId}
                        </CellNote>
                      )}
                    </td>
                    <td>{p.paymentMethod || '—'}</td>
                    <td>{amount}</td>
                    <td>
                      <RowActions>
                        {nextPaymentStatuses(p.status).map((next) => (
                          <Button
                            key={next}
                            $variant={next === 'completed' ? 'secondary' : 'ghost'}
                            $size="sm"
                            aria-label={tp.markLabel(statusLabel(next), amount, date)}
                            onClick={() => setTransition({ payment: p, status: next })}
                          >
                            {tp.markAs(statusLabel(next))}
                          </Button>
                        ))}
                      </RowActions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </TableFrame>
        )}
      </Card>

      <AddSubscriptionDialog open={addOpen} clientId={clientId} onClose={() => setAddOpen(false)} />
      <RecordPaymentDialog
        open={recordOpen}
        clientId={clientId}
        subscriptions={detail.subscriptions}
        onClose={() => setRecordOpen(false)}
      />
      <ConfirmDialog
        open={transition !== null}
        title={transition ? tp.confirmTitle(statusLabel(transition.status)) : ''}
        text={transition ? tp.confirmText(formatMoney(transition.payment.amount, { decimals: 2 }), statusLabel(transition.status)) : ''}
        confirmLabel={tp.confirm}
        busy={transitionBusy}
        onConfirm={() => void applyTransition()}
        onClose={() => setTransition(null)}
      />
    </Stack>
  );
}

const subscriptionSchema = z.object({ serviceId: z.string().min(1, ts.packageRequired) });
type SubscriptionValues = z.infer<typeof subscriptionSchema>;

function AddSubscriptionDialog({ open, clientId, onClose }: { open: boolean; clientId: number; onClose: () => void }) {
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={ts.addTitle}
      description={ts.addDescription}
    >
      <form onSubmit={onSubmit} noValidate>
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
        <StyledFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {staffCommon.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting || !services.data}>
            {isSubmitting ? staffCommon.saving : ts.create}
          </Button>
        </StyledFooter>
      </form>
    </Dialog>
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

function RecordPaymentDialog({
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
    try {
      await recordPayment(clientId, {
        subscriptionId: v.subscriptionId ? Number(v.subscriptionId) : null,
        amount,
        paymentMethod: v.paymentMethod,
        reference: v.reference || null,
        description: v.description || null,
        paymentDate: v.paymentDate,
        status: v.status,
      });
      toast({ title: tp.recorded, description: tp.recordedText(formatMoney(amount, { decimals: 2 })) });
      await revalidate();
      onClose();
    } catch (err) {
      toast({ title: staffCommon.actionFailed, description: errorMessage(err, staffCommon.actionFailedFallback), variant: 'destructive' });
      applyServerErrors(setError, err, PAYMENT_FIELDS);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={tp.recordTitle}
      description={tp.recordDescription}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
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
        <StyledFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {staffCommon.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? staffCommon.saving : tp.save}
          </Button>
        </StyledFooter>
      </form>
    </Dialog>
  );
}

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
