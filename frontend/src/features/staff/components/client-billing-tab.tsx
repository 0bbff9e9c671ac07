import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon } from '../../../components/ui/icons';
import { CellNote, TableFrame, RowActions } from '../../../components/ui/table';
import { statusLabel } from '../../../content/dashboard-labels';
import { clientDetailContent } from '../../../content/staff';
import { formatDate, formatMoney } from '../../../lib/format';
import { activateSubscription, nextPaymentStatuses, updatePaymentStatus } from '../api/billing';
import type { ClientDetail, PaymentStatus, StaffPayment, StaffSubscription } from '../api/get-client';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { runAction } from '../../../lib/run-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Stack } from '../../../components/ui/layout';
import { PaymentStatusBadge, SubscriptionStatusBadge } from '../../../components/ui/status-badges';
import { CellTitle } from '../../../components/ui/table';
import { AddSubscriptionDialog, RecordPaymentDialog, subscriptionTitle } from './client-billing-dialogs';

const ts = clientDetailContent.subscriptions;
const tp = clientDetailContent.payments;

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
