import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { DownloadIcon, EyeIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { DataTable, RowActions } from '../../../components/ui/table';
import { paymentsContent as t, statusContent } from '../../../content/dashboard';
import { statusLabel } from '../../../content/dashboard-labels';
import { formatDate, formatDateTime, formatMoney, truncateId } from '../../../lib/format';
import { usePayments, type Payment, type PaymentStatus } from '../api/payments';
import { groupPaymentsByMonth, matchesPayment, paymentDescription, paymentMethodLabel } from '../lib/payment-rules';

const TONES: Record<PaymentStatus, BadgeTone> = { completed: 'success', pending: 'warning', failed: 'danger', refunded: 'info' };

function StatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge $tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

const amount = (p: Payment) => formatMoney(p.amount, { decimals: 2, currency: p.currency });

export function PaymentsPage() {
  const { data, error, isLoading } = usePayments();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Payment | null>(null);
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
      <StyledToolbar>
        <SearchInput id="payments-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={query} onChange={setQuery} />
      </StyledToolbar>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p role="alert">{statusContent.loadError}</p>
      ) : months.length === 0 ? (
        <EmptyState title={t.emptyTitle}>{query.trim() ? t.emptySearch : t.emptyNone}</EmptyState>
      ) : (
        <StyledStack>
          {months.map((month) => (
            <Card key={month.key} aria-labelledby={`month-${month.key}`}>
              <CardHeader>
                <CardTitle id={`month-${month.key}`}>{month.label}</CardTitle>
                <Badge>{t.count(month.payments.length)}</Badge>
              </CardHeader>
              <DataTable caption={t.table.caption(month.label)}>
                <thead>
                  <tr>
                    <th scope="col">{t.table.status}</th>
                    <th scope="col">{t.table.date}</th>
                    <th scope="col">{t.table.description}</th>
                    <th scope="col">{t.table.method}</th>
                    <th scope="col">{t.table.amount}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.table.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {month.payments.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <StatusBadge status={p.status} />
                      </td>
                      <td>{formatDate(p.paymentDate)}</td>
                      <td>{paymentDescription(p, t.noDescription)}</td>
                      <td>{paymentMethodLabel(p.paymentMethod, t.defaultMethod)}</td>
                      <td>
                        <strong>{amount(p)}</strong>
                      </td>
                      <td>
                        <RowActions>
                          <Button $variant="ghost" $size="sm" aria-label={t.table.view(p.id)} onClick={() => setSelected(p)}>
                            <EyeIcon />
                          </Button>
                        </RowActions>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </Card>
          ))}
        </StyledStack>
      )}
      <PaymentDialog payment={selected} onClose={() => setSelected(null)} />
    </>
  );
}

function PaymentDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const [invoiceNotice, setInvoiceNotice] = useState(false);
  const d = t.dialog;
  const close = () => {
    setInvoiceNotice(false);
    onClose();
  };
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={d.title}
      description={payment ? d.receipt(payment.id) : undefined}
      footer={
        <>
          <Button $variant="outline" onClick={close}>
            {d.close}
          </Button>
          {payment?.status === 'completed' && (
            <Button onClick={() => setInvoiceNotice(true)}>
              <DownloadIcon />
              {d.download}
            </Button>
          )}
        </>
      }
    >
      {payment && (
        <>
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
            <dd>{paymentMethodLabel(payment.paymentMethod, t.defaultMethod)}</dd>
            <dt>{d.status}</dt>
            <dd>
              <StatusBadge status={payment.status} />
            </dd>
            <dt>{d.transactionId}</dt>
            <dd>
              <StyledMono title={payment.stripePaymentId ?? undefined}>
                {payment.stripePaymentId ? truncateId(payment.stripePaymentId) : d.none}
              </StyledMono>
            </dd>
          </DetailList>
          <StyledNotice role="alert">{invoiceNotice ? d.invoiceAlert : null}</StyledNotice>
        </>
      )}
    </Dialog>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledMono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNotice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  &:empty {
    display: none;
  }
`;
