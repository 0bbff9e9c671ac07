import styled from 'styled-components';
import { Badge, type BadgeTone } from '../ui/badge';
import { AlertIcon, CheckIcon, ClockIcon } from '../ui/icons';
import { obligationLabels, OBLIGATION_STATUS_LABELS, type ObligationStatus } from '../../content/compliance';

/**
 * The tax calendar's badges, for the client's screens and the staff console: a status (its text
 * always says it; the tone only decorates) and "Overdue" beside it when the due date has passed.
 */
const TONES: Record<ObligationStatus, BadgeTone> = {
  upcoming: 'neutral',
  awaiting_client: 'warning',
  in_progress: 'info',
  submitted: 'success',
  paid: 'success',
  not_applicable: 'neutral',
};

export function ObligationStatusBadge({
  status,
  labels = OBLIGATION_STATUS_LABELS,
}: {
  status: ObligationStatus;
  labels?: Record<ObligationStatus, string>;
}) {
  const done = status === 'submitted' || status === 'paid';
  return (
    <Badge $tone={TONES[status] ?? 'neutral'} data-status={status}>
      {done ? <CheckIcon /> : status === 'upcoming' || status === 'in_progress' ? <ClockIcon /> : null}
      {labels[status] ?? status}
    </Badge>
  );
}

export function OverdueBadge() {
  return (
    <Badge $tone="danger">
      <AlertIcon />
      {obligationLabels.overdue}
    </Badge>
  );
}

/** The status, with "Overdue" after it when the obligation is late. */
export function ObligationBadges({
  status,
  overdue,
  labels,
}: {
  status: ObligationStatus;
  overdue: boolean;
  labels?: Record<ObligationStatus, string>;
}) {
  return (
    <StyledBadges>
      <ObligationStatusBadge status={status} labels={labels} />
      {overdue && <OverdueBadge />}
    </StyledBadges>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;
