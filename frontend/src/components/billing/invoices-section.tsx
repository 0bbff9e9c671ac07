import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../ui/button';
import { Card, CardHeader, CardTitle } from '../ui/card';
import { DownloadIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { CellCode, DataTable, RowActions, type Column } from '../ui/table';
import { billingContent } from '../../content/billing';
import { statusContent } from '../../content/dashboard';
import { formatDate, formatMoney } from '../../lib/format';
import { invoicePdfUrl, useInvoices, type Invoice } from '../../lib/api/billing';
import { InvoiceStatusBadge } from './invoice-status-badge';

const t = billingContent.invoices;

/** On a phone each invoice is a card: number and status on top, the amount, then Pay and the PDF. */
const columns: ReadonlyArray<Column<Invoice>> = [
  { id: 'number', header: t.number, card: 'title', cell: (inv) => <CellCode>{inv.number}</CellCode> },
  { id: 'date', header: t.date, cell: (inv) => formatDate(inv.issuedAt) },
  { id: 'amount', header: t.amount, card: 'meta', cell: (inv) => <strong>{formatMoney(inv.total, { decimals: 2 })}</strong> },
  { id: 'status', header: t.status, card: 'status', cell: (inv) => <InvoiceStatusBadge status={inv.status} /> },
  {
    id: 'actions',
    header: t.actions,
    headerHidden: true,
    card: 'action',
    align: 'end',
    cell: (inv) => (
      <RowActions>
        {(inv.status === 'issued' || inv.status === 'overdue') &&
          (inv.proofReceivedAt ? (
            // Proof sent: the firm confirms it; no second prompt to pay.
            <ButtonLink to={`/checkout/${inv.id}`} $size="sm" $variant="ghost" aria-label={t.proofReceivedLabel(inv.number)}>
              {t.proofReceived}
            </ButtonLink>
          ) : (
            <ButtonLink to={`/checkout/${inv.id}`} $size="sm" aria-label={t.payLabel(inv.number)}>
              {t.pay}
            </ButtonLink>
          ))}
        <ButtonAnchor href={invoicePdfUrl(inv.id)} download $size="sm" $variant="outline" aria-label={t.downloadLabel(inv.number)}>
          <DownloadIcon />
          {t.download}
        </ButtonAnchor>
      </RowActions>
    ),
  },
];

/** The Invoices section of /dashboard/payments: every invoice with its PDF, and a way to pay the open ones. */
export function InvoicesSection() {
  const { data, error, isLoading } = useInvoices();
  return (
    <StyledCard aria-labelledby="invoices-title">
      <CardHeader>
        <CardTitle id="invoices-title">{t.title}</CardTitle>
      </CardHeader>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p role="alert">{statusContent.loadError}</p>
      ) : !data || data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <DataTable
          caption={t.caption}
          columns={columns}
          rows={data}
          rowKey={(inv) => inv.id}
          rowProps={(inv) => ({ 'data-testid': `invoice-${inv.id}` })}
        />
      )}
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
