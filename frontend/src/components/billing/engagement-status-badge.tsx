import { ENGAGEMENT_LETTER_STAFF_LABELS, ENGAGEMENT_LETTER_STATUS_LABELS, type EngagementLetterStatus } from '@table-bay/shared';
import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<EngagementLetterStatus, BadgeTone> = {
  sent: 'warning',
  viewed: 'warning',
  signed: 'info',
  countersigned: 'success',
  withdrawn: 'neutral',
  superseded: 'neutral',
};

/** An engagement letter's state, in the client's words or (for the staff console) the firm's. */
export function EngagementStatusBadge({ status, staff = false }: { status: EngagementLetterStatus; staff?: boolean }) {
  return <Badge $tone={TONES[status]}>{(staff ? ENGAGEMENT_LETTER_STAFF_LABELS : ENGAGEMENT_LETTER_STATUS_LABELS)[status]}</Badge>;
}
