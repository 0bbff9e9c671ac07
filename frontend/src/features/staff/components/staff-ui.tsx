import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AlertIcon, CheckIcon, ClockIcon, XCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { statusLabel } from '../../../content/dashboard-labels';
import { staffCommon } from '../../../content/staff';
import type { DocumentStatus, PaymentStatus, RequestStatus, SubscriptionStatus } from '../api/get-client';

/** Loading, error (announced, with a retry) or the content: every staff screen's three states. */
export function QueryState({
  isLoading,
  error,
  onRetry,
  label,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  label?: string;
  children: ReactNode;
}) {
  if (isLoading) return <Spinner label={label ?? staffCommon.loading} />;
  if (error)
    return (
      <StyledError role="alert">
        <p>{staffCommon.loadError}</p>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          {staffCommon.retry}
        </Button>
      </StyledError>
    );
  return <>{children}</>;
}

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

/** Previous / next over a limit-offset list, with the range announced politely. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <StyledPager aria-label={staffCommon.pagination}>
      <span aria-live="polite">{staffCommon.pageStatus(from, to, total)}</span>
      <div>
        <Button $variant="outline" $size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          {staffCommon.previous}
        </Button>
        <Button $variant="outline" $size="sm" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
          {staffCommon.next}
        </Button>
      </div>
    </StyledPager>
  );
}

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A yes/no question before an action that cannot be undone here. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = staffCommon.cancel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={text}
      footer={
        <>
          <Button $variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button $variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? staffCommon.saving : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

const DOCUMENT_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  needs_revision: 'info',
};
const DOCUMENT_ICONS = { pending: ClockIcon, approved: CheckIcon, rejected: XCircleIcon, needs_revision: AlertIcon } as const;

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const Icon = DOCUMENT_ICONS[status] ?? ClockIcon;
  return (
    <Badge $tone={DOCUMENT_TONES[status] ?? 'neutral'}>
      <Icon />
      {statusLabel(status)}
    </Badge>
  );
}

const REQUEST_TONES: Record<RequestStatus, BadgeTone> = { pending: 'warning', overdue: 'danger', completed: 'success' };

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge $tone={REQUEST_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

const SUBSCRIPTION_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  canceled: 'neutral',
  expired: 'neutral',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge $tone={SUBSCRIPTION_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { completed: 'success', pending: 'warning', failed: 'danger', refunded: 'info' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge $tone={PAYMENT_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

/** Filters and search above a list; wraps on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A labelled select or checkbox in a toolbar. */
export const ToolbarField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 9rem;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const TabList = styled(Tabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const Tab = styled(Tabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Cards stacked with even spacing. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Bold first line of a table cell. */
export const CellTitle = styled.span`
  font-weight: 600;
  overflow-wrap: break-word;
`;

/** A row marker for unread or uncontacted items: a dot beside the text, announced by the status cell. */
export const UnreadDot = styled.span`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
`;
