import type { ReactNode } from 'react';
import { useState } from 'react';
import { paymentMethodLabel } from '@table-bay/shared';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { CellNote, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import { clientDetailContent } from '../../../../content/staff';
import { formatDate, formatMoney } from '../../../../lib/format';
import { mayStartOnAccount } from '../../../../lib/staff-access';
import { scheduledChangeLine } from '../../../../lib/subscription-rules';
import { useSessionStore } from '../../../../stores/session-store';
import type { ClientDetail, StaffPayment, StaffSubscription } from '../api/types';
import { Stack } from '../../../../components/ui/layout';
import { PaymentStatusBadge, SubscriptionStatusBadge } from '../../../../components/ui/status-badges';
import { CellTitle } from '../../../../components/ui/table';
import { StartOnAccountDialog, subscriptionTitle } from './client-billing-dialogs';

const ts = clientDetailContent.subscriptions;
const tp = clientDetailContent.payments;

/**
 * The client page's Billing tab: the invoices (where every settlement happens), then the
 * subscriptions and the payments those settlements made, read-only. The one action here is an
 * admin's "Start on account" of a subscription still waiting for its first payment
 * (docs/decisions/0021-one-billing-path.md).
 */
export function ClientBillingTab({ clientId, detail, invoices }: { clientId: number; detail: ClientDetail; invoices?: ReactNode }) {
  const [starting, setStarting] = useState<StaffSubscription | null>(null);
  const mayStart = mayStartOnAccount(useSessionStore((s) => s.user));

  // On a phone each subscription and payment is a card (docs/mobile-and-overview.md).
  const baseColumns: Array<Column<StaffSubscription>> = [
    {
      id: 'package',
      header: ts.package,
      card: 'title',
      cell: (s) => (
        <>
          <CellTitle>{subscriptionTitle(s)}</CellTitle>
          {s.onAccount && (
            <CellNote>{ts.onAccount(s.onAccount.by ?? ts.onAccountBySomeone, formatDate(s.onAccount.since), s.onAccount.reason)}</CellNote>
          )}
          {s.scheduledChange && (
            <CellNote>{scheduledChangeLine(s.scheduledChange, { agreed: ts.agreedChange, chosen: ts.downgrade })}</CellNote>
          )}
        </>
      ),
    },
    { id: 'status', header: ts.status, card: 'status', cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
    {
      id: 'price',
      header: ts.price,
      card: 'meta',
      cell: (s) => (s.monthlyPrice !== null ? `${formatMoney(s.monthlyPrice, { decimals: 2 })}${ts.perMonth}` : '—'),
    },
    { id: 'started', header: ts.started, cell: (s) => (s.status === 'pending' ? '—' : formatDate(s.startDate)) },
    { id: 'renews', header: ts.renews, cell: (s) => (s.renewalDate ? formatDate(s.renewalDate) : '—') },
  ];
  // Only an admin has an action here; the others get no empty action row on each card.
  const startColumn: Column<StaffSubscription> = {
    id: 'actions',
    header: ts.actions,
    headerHidden: true,
    card: 'action',
    align: 'end',
    cell: (s) => (
      <RowActions>
        {mayStart && s.status === 'pending' && (
          <Button $size="sm" $variant="outline" aria-label={ts.startOnAccountLabel(subscriptionTitle(s))} onClick={() => setStarting(s)}>
            {ts.startOnAccount}
          </Button>
        )}
      </RowActions>
    ),
  };
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
    { id: 'method', header: tp.method, cell: (p) => paymentMethodLabel(p.paymentMethod) ?? tp.noMethod },
    { id: 'amount', header: tp.amount, card: 'meta', cell: (p) => formatMoney(p.amount, { decimals: 2, currency: p.currency }) },
  ];

  return (
    <Stack>
      {invoices}
      {/* Not a labelled region: the table's scroll region already carries the name. */}
      <Card>
        <CardHeader>
          <CardTitle>{ts.title}</CardTitle>
        </CardHeader>
        <CardDescription>{ts.intro}</CardDescription>
        {detail.subscriptions.length === 0 ? (
          <EmptyState title={ts.empty} />
        ) : (
          <DataTable
            caption={ts.caption}
            columns={mayStart ? [...baseColumns, startColumn] : baseColumns}
            rows={detail.subscriptions}
            rowKey={(s) => s.id}
            rowProps={(s) => ({ 'data-testid': `staff-subscription-${s.id}` })}
          />
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{tp.title}</CardTitle>
        </CardHeader>
        <CardDescription>{tp.intro}</CardDescription>
        {detail.payments.length === 0 ? (
          <EmptyState title={tp.empty} />
        ) : (
          <DataTable caption={tp.caption} columns={paymentColumns} rows={detail.payments} rowKey={(p) => p.id} />
        )}
      </Card>

      <StartOnAccountDialog clientId={clientId} subscription={starting} onClose={() => setStarting(null)} />
    </Stack>
  );
}
