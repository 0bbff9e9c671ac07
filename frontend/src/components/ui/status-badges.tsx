import { statusLabel } from '../../content/dashboard-labels';
import type { Schema } from '../../api-types';
import { Badge, type BadgeTone } from './badge';
import { AlertIcon, CheckIcon, ClockIcon, XCircleIcon } from './icons';

/**
 * The status badges of documents, requests, subscriptions and payments, for both the client
 * dashboard and the staff console: one tone per status, and the text always says the status.
 */
const DOCUMENT_TONES: Record<Schema<'DocumentStatus'>, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  needs_revision: 'info',
};
const DOCUMENT_ICONS = { pending: ClockIcon, approved: CheckIcon, rejected: XCircleIcon, needs_revision: AlertIcon } as const;

export function DocumentStatusBadge({ status }: { status: Schema<'DocumentStatus'> }) {
  const Icon = DOCUMENT_ICONS[status] ?? ClockIcon;
  return (
    <Badge $tone={DOCUMENT_TONES[status] ?? 'neutral'}>
      <Icon />
      {statusLabel(status)}
    </Badge>
  );
}

const REQUEST_TONES: Record<Schema<'DocumentRequestStatus'>, BadgeTone> = { pending: 'warning', overdue: 'danger', completed: 'success' };

export function RequestStatusBadge({ status }: { status: Schema<'DocumentRequestStatus'> }) {
  return <Badge $tone={REQUEST_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

const SUBSCRIPTION_TONES: Record<Schema<'SubscriptionStatus'>, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  awaiting_signature: 'info',
  canceled: 'neutral',
  expired: 'neutral',
};

export function SubscriptionStatusBadge({ status }: { status: Schema<'SubscriptionStatus'> }) {
  return <Badge $tone={SUBSCRIPTION_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

const PAYMENT_TONES: Record<Schema<'PaymentStatus'>, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'info',
};

export function PaymentStatusBadge({ status }: { status: Schema<'PaymentStatus'> }) {
  return <Badge $tone={PAYMENT_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
