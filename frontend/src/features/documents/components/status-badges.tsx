import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { AlertIcon, CheckIcon, ClockIcon, XCircleIcon } from '../../../components/ui/icons';
import { statusLabel } from '../../../content/dashboard-labels';
import type { DocumentStatus } from '../api/get-documents';
import type { DocumentRequestStatus } from '../api/get-document-requests';

const DOCUMENT_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  needs_revision: 'info',
};

const DOCUMENT_ICONS = {
  pending: ClockIcon,
  approved: CheckIcon,
  rejected: XCircleIcon,
  needs_revision: AlertIcon,
} as const;

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const Icon = DOCUMENT_ICONS[status] ?? ClockIcon;
  return (
    <Badge $tone={DOCUMENT_TONES[status] ?? 'neutral'}>
      <Icon />
      {statusLabel(status)}
    </Badge>
  );
}

const REQUEST_TONES: Record<DocumentRequestStatus, BadgeTone> = { pending: 'warning', overdue: 'danger', completed: 'success' };

export function RequestStatusBadge({ status }: { status: DocumentRequestStatus }) {
  return <Badge $tone={REQUEST_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
