import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { DownloadIcon, EyeIcon } from '../../../components/ui/icons';
import { Stack, Toolbar } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { PaymentStatusBadge } from '../../../components/ui/status-badges';
import { DataTable, RowActions, type Column } from '../../../components/ui/table';
import { paymentsContent as t } from '../../../content/dashboard';
import { formatDate, formatDateTime, formatMoney, truncateId } from '../../../lib/format';
import { usePayments, type Payment } from '../api/payments';
import { invoicePdfUrl, useInvoices } from '../../../lib/api/billing';
import { InvoicesSection } from '../../../components/billing/invoices-section';
import { billingContent } from '../../../content/billing';
import { groupPaymentsByMonth, matchesPayment, paymentDescription, paymentMethodText } from '../lib/payment-rules';

const amount = (p: Payment) => formatMoney(p.amount, { decimals: 2, currency: p.currency });

export function PaymentsPage() {
  const { data, error, isLoading, mutate } = usePayments();
  const invoices = useInvoices();
  /** Open invoices the client has sent proof for: their payment prompt gives way to "Proof received". */
  const proofSent = new Set((invoices.data ?? []).filter((i) => i.proofReceivedAt !== null).map((i) => i.id));
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Payment | null>(null);
  const columns: Column<Payment>[] = [
    { id: 'status', header: t.table.status, card: 'status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { id: 'date', header: t.table.date, cell: (p) => formatDate(p.paymentDate) },
    { id: 'description', header: t.table.description, card: 'title', cell: (p) => paymentDescription(p, t.noDescription) },
    { id: 'method', header: t.table.method, cell: (p) => paymentMethodText(p.paymentMethod, t.noMethod) },
    { id: 'amount', header: t.table.amount, card: 'meta', align: 'end', cell: (p) => <strong>{amount(p)}</strong> },
    {
      id: 'actions',
      header: t.table.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (p) => (
        <RowActions>
          {p.status === 'pending' && p.invoiceId !== null && proofSent.has(p.invoiceId) && (
            <StyledNote>{billingContent.payments.proofReceived}</StyledNote>
          )}
          {p.status === 'pending' && p.invoiceId !== null && !proofSent.has(p.invoiceId) && (
            <ButtonLink to={`/checkout/${p.invoiceId}`} $size="sm">
              {billingContent.payments.completePayment}
            </ButtonLink>
          )}
          <Button $variant="ghost" $size="sm" aria-label={t.table.view(p.id)} onClick={() => setSelected(p)}>
            <EyeIcon />
          </Button>
        </RowActions>
      ),
    },
  ];
  const months = useMemo(() => groupPaymentsByMonth((data ?? []).filter((p) => matchesPayment(p, query))), [data, query]);

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <ButtonLink to="/dashboard/subscriptions" $variant="outline">
            {t.manage}
          </ButtonLink>
        }
      />
      <Toolbar>
        <SearchInput id="payments-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={query} onChange={setQuery} />
      </Toolbar>
      <InvoicesSection />
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        isEmpty={months.length === 0}
        empty={<EmptyState title={t.emptyTitle}>{query.trim() ? t.emptySearch : t.emptyNone}</EmptyState>}
      >
        <Stack>
          {months.map((month) => (
            <Card key={month.key} aria-labelledby={`month-${month.key}`}>
              <CardHeader>
                <CardTitle id={`month-${month.key}`}>{month.label}</CardTitle>
                <Badge>{t.count(month.payments.length)}</Badge>
              </CardHeader>
              <DataTable caption={t.table.caption(month.label)} columns={columns} rows={month.payments} rowKey={(p) => p.id} />
            </Card>
          ))}
        </Stack>
      </QueryState>
      <PaymentDialog
        payment={selected}
        proofSent={selected?.invoiceId != null && proofSent.has(selected.invoiceId)}
        onClose={() => setSelected(null)}
      />
    </>
  );
}

/** A receipt exists only for money that arrived; pending and failed payments are described as what they are. */
function dialogDescription(p: Payment): string {
  if (p.status === 'completed' || p.status === 'refunded') return t.dialog.receipt(p.id);
  return p.status === 'pending' ? billingContent.payments.pendingDescription : billingContent.payments.failedDescription;
}

function PaymentDialog({ payment, proofSent, onClose }: { payment: Payment | null; proofSent: boolean; onClose: () => void }) {
  const d = t.dialog;
  const close = onClose;
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={d.title}
      description={payment ? dialogDescription(payment) : undefined}
      footer={
        <>
          <Button $variant="outline" onClick={close}>
            {d.close}
          </Button>
          {payment?.status === 'pending' && payment.invoiceId !== null && !proofSent && (
            <ButtonLink to={`/checkout/${payment.invoiceId}`}>{billingContent.payments.completePayment}</ButtonLink>
          )}
          {payment && payment.status !== 'pending' && payment.invoiceId !== null && (
            <ButtonAnchor href={invoicePdfUrl(payment.invoiceId)} download>
              <DownloadIcon />
              {d.download}
            </ButtonAnchor>
          )}
        </>
      }
    >
      {payment && (
        <>
          {payment.status === 'pending' && proofSent && <p role="status">{billingContent.payments.proofReceived}</p>}
          <DetailList>
            <dt>{d.amount}</dt>
            <dd>
              <strong>{amount(payment)}</strong>
            </dd>
            <dt>{d.date}</dt>
            <dd>{formatDateTime(payment.paymentDate)}</dd>
            <dt>{d.description}</dt>
            <dd>{paymentDescription(payment, t.noDescription)}</dd>
            <dt>{d.method}</dt>
            <dd>{paymentMethodText(payment.paymentMethod, t.noMethod)}</dd>
            <dt>{d.status}</dt>
            <dd>
              <PaymentStatusBadge status={payment.status} />
            </dd>
            <dt>{d.transactionId}</dt>
            <dd>
              <StyledMono title={payment.stripePaymentId ?? undefined}>
                {payment.stripePaymentId ? truncateId(payment.stripePaymentId) : d.none}
              </StyledMono>
            </dd>
          </DetailList>
        </>
      )}
    </Dialog>
  );
}

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
