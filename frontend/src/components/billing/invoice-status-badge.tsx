import { Badge, type BadgeTone } from '../ui/badge';
import styled from 'styled-components';
import { billingContent, staffBillingContent } from '../../content/billing';
import { formatDate } from '../../lib/format';
import type { InvoiceStatus } from '../../lib/api/billing';

const TONES: Record<InvoiceStatus, BadgeTone> = { issued: 'info', paid: 'success', overdue: 'danger', void: 'neutral' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge $tone={TONES[status]}>{billingContent.status[status]}</Badge>;
}

/**
 * The status of an invoice on the staff lists: beside an open invoice, "Proof received" once the
 * client has sent proof of payment, so the payments waiting to be checked stand out.
 */
export function StaffInvoiceStatus({ status, proofReceivedAt }: { status: InvoiceStatus; proofReceivedAt: string | null }) {
  const open = status === 'issued' || status === 'overdue';
  return (
    <StyledBadges>
      <InvoiceStatusBadge status={status} />
      {open && proofReceivedAt && (
        <Badge $tone="warning" title={staffBillingContent.invoices.proofReceivedOn(formatDate(proofReceivedAt))}>
          {staffBillingContent.invoices.proofReceived}
        </Badge>
      )}
    </StyledBadges>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;
