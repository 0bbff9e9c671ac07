import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { notificationsContent as t, staffCommon } from '../../../content/staff';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { markAllNotificationsRead, markNotificationRead, useNotifications, type StaffNotification } from '../api/get-notifications';
import { PAGE_SIZE, useRevalidateStaff } from '../../../lib/staff-keys';
import { runAction } from '../../../lib/run-action';
import { UnreadDot } from '../../../components/ui/badge';
import { CheckboxLabel, Toolbar } from '../../../components/ui/layout';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { UploadNoticeSetting } from './upload-notice-setting';

function relatedLink(n: StaffNotification): { to: string; label: string; aria: string } | null {
  if (n.relatedTo === 'client' && n.relatedId !== null) {
    const tab =
      n.type === 'document_uploaded'
        ? '?tab=documents'
        : n.type === 'request_fulfilled'
          ? '?tab=requests'
          : n.type === 'proof_of_payment'
            ? '?tab=billing'
            : '';
    return { to: `/staff/clients/${n.relatedId}${tab}`, label: t.openClient, aria: t.openClientLabel(n.title) };
  }
  if (n.relatedTo === 'waitlist_submission' || n.relatedTo === 'contact_submission') {
    return { to: '/staff/enquiries', label: t.openInbox, aria: `${t.openInbox}: ${n.title}` };
  }
  return null;
}

/** /staff/notifications: newest first, unread marked; mark one or all read. */
export function NotificationsPage() {
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [offset, setOffset] = useState(0);
  const notifications = useNotifications({ unread: onlyUnread, offset, limit: PAGE_SIZE });
  const revalidate = useRevalidateStaff();
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const unread = notifications.data?.unreadCount ?? 0;

  async function markOne(n: StaffNotification) {
    setBusy(n.id);
    if (await runAction(() => markNotificationRead(n.id), { title: t.marked, description: n.title })) await revalidate();
    setBusy(null);
  }

  async function markAll() {
    setBusy('all');
    try {
      const { updated } = await markAllNotificationsRead();
      toast({ title: t.allMarked, description: t.allMarkedText(updated) });
      setOffset(0);
      await revalidate();
    } catch (err) {
      toast({ title: staffCommon.actionFailed, description: errorMessage(err, staffCommon.actionFailedFallback), variant: 'destructive' });
    }
    setBusy(null);
  }

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button $variant="outline" disabled={unread === 0 || busy === 'all'} onClick={() => void markAll()}>
            {t.markAll}
          </Button>
        }
      />
      <UploadNoticeSetting />
      <Toolbar>
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={onlyUnread}
            onChange={(e) => {
              setOnlyUnread(e.target.checked);
              setOffset(0);
            }}
          />
          {t.onlyUnread}
        </CheckboxLabel>
      </Toolbar>
      <QueryState isLoading={notifications.isLoading} error={notifications.error} onRetry={() => void notifications.mutate()}>
        {notifications.data && notifications.data.items.length === 0 ? (
          <EmptyState title={t.emptyTitle}>{onlyUnread ? t.emptyUnread : t.emptyAll}</EmptyState>
        ) : (
          <StyledList aria-label={t.listLabel}>
            {notifications.data?.items.map((n) => {
              const link = relatedLink(n);
              return (
                <StyledItem key={n.id} $unread={!n.isRead}>
                  <StyledHead>
                    <strong>
                      {!n.isRead && <UnreadDot aria-hidden="true" />}
                      {n.title}
                    </strong>
                    <span>
                      {n.isRead ? <Badge>{t.read}</Badge> : <Badge $tone="warning">{t.unread}</Badge>}{' '}
                      {n.isShared && <Badge $tone="info">{t.shared}</Badge>}
                    </span>
                  </StyledHead>
                  <p>{n.message}</p>
                  <StyledFoot>
                    <small>{formatDateTime(n.createdAt)}</small>
                    <span>
                      {link && (
                        <ButtonLink to={link.to} $variant="ghost" $size="sm" aria-label={link.aria}>
                          {link.label}
                        </ButtonLink>
                      )}
                      {!n.isRead && (
                        <Button
                          $variant="secondary"
                          $size="sm"
                          disabled={busy === n.id}
                          aria-label={t.markReadLabel(n.title)}
                          onClick={() => void markOne(n)}
                        >
                          {t.markRead}
                        </Button>
                      )}
                    </span>
                  </StyledFoot>
                </StyledItem>
              );
            })}
          </StyledList>
        )}
        {notifications.data && <Pager offset={offset} limit={PAGE_SIZE} total={notifications.data.total} onChange={setOffset} />}
      </QueryState>
    </>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
