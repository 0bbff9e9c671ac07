import { Badge, type BadgeTone } from '../ui/badge';
import { billingContent } from '../../content/billing';
import type { InvoiceStatus } from '../../lib/api/billing';

const TONES: Record<InvoiceStatus, BadgeTone> = { issued: 'info', paid: 'success', overdue: 'danger', void: 'neutral' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge $tone={TONES[status]}>{billingContent.status[status]}</Badge>;
}
