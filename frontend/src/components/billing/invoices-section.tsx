import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../ui/button';
import { Card, CardHeader, CardTitle } from '../ui/card';
import { DownloadIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { TableFrame, RowActions } from '../ui/table';
import { billingContent } from '../../content/billing';
import { statusContent } from '../../content/dashboard';
import { formatDate, formatMoney } from '../../lib/format';
import { invoicePdfUrl, useInvoices } from '../../lib/api/billing';
import { InvoiceStatusBadge } from './invoice-status-badge';

const t = billingContent.invoices;

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
        <TableFrame caption={t.caption}>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.amount}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">
                <span className="visually-hidden">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((inv) => (
              <tr key={inv.id} data-testid={`invoice-${inv.id}`}>
                <td>{inv.number}</td>
                <td>{formatDate(inv.issuedAt)}</td>
                <td>
                  <strong>{formatMoney(inv.total, { decimals: 2 })}</strong>
                </td>
                <td>
                  <InvoiceStatusBadge status={inv.status} />
                </td>
                <td>
                  <RowActions>
                    {(inv.status === 'issued' || inv.status === 'overdue') && (
                      <ButtonLink to={`/checkout/${inv.id}`} $size="sm" aria-label={t.payLabel(inv.number)}>
                        {t.pay}
                      </ButtonLink>
                    )}
                    <ButtonAnchor
                      href={invoicePdfUrl(inv.id)}
                      download
                      $size="sm"
                      $variant="outline"
                      aria-label={t.downloadLabel(inv.number)}
                    >
                      <DownloadIcon />
                      {t.download}
                    </ButtonAnchor>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
