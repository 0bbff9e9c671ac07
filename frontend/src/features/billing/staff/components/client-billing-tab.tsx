import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PlusIcon } from '../../../../components/ui/icons';
import { CellNote, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import { statusLabel } from '../../../../content/dashboard-labels';
import { clientDetailContent } from '../../../../content/staff';
import { formatDate, formatMoney } from '../../../../lib/format';
import { activateSubscription, nextPaymentStatuses, updatePaymentStatus } from '../api/billing';
import type { ClientDetail, PaymentStatus, StaffPayment, StaffSubscription } from '../api/types';
import { useRevalidateStaff } from '../../../../lib/staff-keys';
import { runAction } from '../../../../lib/run-action';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Stack } from '../../../../components/ui/layout';
import { PaymentStatusBadge, SubscriptionStatusBadge } from '../../../../components/ui/status-badges';
import { CellTitle } from '../../../../components/ui/table';
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

  // On a phone each subscription and payment is a card (docs/mobile-and-overview.md).
  const subscriptionColumns: ReadonlyArray<Column<StaffSubscription>> = [
    { id: 'package', header: ts.package, card: 'title', cell: (s) => <CellTitle>{subscriptionTitle(s)}</CellTitle> },
    { id: 'status', header: ts.status, card: 'status', cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
    { id: 'price', header: ts.price, card: 'meta', cell: (s) => (s.service ? `${formatMoney(s.service.price)}${ts.perMonth}` : '—') },
    { id: 'started', header: ts.started, cell: (s) => formatDate(s.startDate) },
    { id: 'renews', header: ts.renews, cell: (s) => (s.renewalDate ? formatDate(s.renewalDate) : '—') },
    {
      id: 'actions',
      header: ts.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (s) => (
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
      ),
    },
  ];
  const paymentColumns: ReadonlyArray<Column<StaffPayment>> = [
    { id: 'status', header: tp.status, card: 'status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { id: 'date', header: tp.date, cell: (p) => formatDate(p.paymentDate) },
    {
      id: 'description',
      header: tp.description,
      card: 'title',
      cell: (p) => (
        <>
          {p.description || p.serviceTitle || '—'}
          {p.stripePaymentId && (
            <CellNote>
              {tp.reference}: {p.stripePaymentId}
            </CellNote>
          )}
        </>
      ),
    },
    { id: 'method', header: tp.method, cell: (p) => p.paymentMethod || '—' },
    { id: 'amount', header: tp.amount, card: 'meta', cell: (p) => formatMoney(p.amount, { decimals: 2, currency: p.currency }) },
    {
      id: 'actions',
      header: tp.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (p) => {
        const amount = formatMoney(p.amount, { decimals: 2, currency: p.currency });
        const date = formatDate(p.paymentDate);
        return (
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
        );
      },
    },
  ];

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
          <DataTable caption={ts.caption} columns={subscriptionColumns} rows={detail.subscriptions} rowKey={(s) => s.id} />
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
          <DataTable caption={tp.caption} columns={paymentColumns} rows={detail.payments} rowKey={(p) => p.id} />
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
