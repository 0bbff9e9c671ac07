import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { staffCommon, staffOverviewContent as t } from '../../../content/staff';
import { formatDateTime } from '../../../lib/format';
import { useContactMessages, useWaitlist } from '../api/get-enquiries';
import { useNotifications } from '../api/get-notifications';
import { QueryState } from '../../../components/ui/query-state';

interface CountCardProps {
  label: string;
  value: number | undefined;
  loading: boolean;
  failed: boolean;
  note?: string;
  to: string;
  linkLabel: string;
  testId: string;
}

function CountCard({ label, value, loading, failed, note, to, linkLabel, testId }: CountCardProps) {
  return (
    <StyledCount>
      <StyledCountLabel>{label}</StyledCountLabel>
      <StyledCountValue data-testid={testId}>{loading ? '…' : failed ? staffCommon.none : (value ?? 0)}</StyledCountValue>
      {failed ? <StyledNote role="alert">{staffCommon.loadError}</StyledNote> : note ? <StyledNote>{note}</StyledNote> : null}
      <Link to={to}>{linkLabel}</Link>
    </StyledCount>
  );
}

/** A count the overview shows, as a list query of another feature answers it (a page with its total). */
export interface CountQuery {
  data?: { total: number };
  isLoading: boolean;
  error?: unknown;
}

/** The documents feature's counts; app/ reads them, since the staff console imports no other feature. */
export interface DocumentCounts {
  reviewQueue: CountQuery;
  openRequests: CountQuery;
  overdueRequests: CountQuery;
}

/** /staff: unread notifications, the review queue, open and overdue requests, new enquiries. */
export function StaffOverviewPage({ documents }: { documents: DocumentCounts }) {
  const notifications = useNotifications({ unread: true, limit: 5 });
  const { reviewQueue: queue, openRequests: open, overdueRequests: overdue } = documents;
  const waitlist = useWaitlist({ open: true, limit: 1 });
  const contact = useContactMessages({ open: true, limit: 1 });

  const newEnquiries = waitlist.data && contact.data ? waitlist.data.uncontactedCount + contact.data.unreadCount : undefined;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledGrid>
        <CountCard
          label={t.cards.notifications}
          value={notifications.data?.unreadCount}
          loading={notifications.isLoading}
          failed={Boolean(notifications.error)}
          to="/staff/notifications"
          linkLabel={t.cards.notificationsLink}
          testId="count-notifications"
        />
        <CountCard
          label={t.cards.reviews}
          value={queue.data?.total}
          loading={queue.isLoading}
          failed={Boolean(queue.error)}
          to="/staff/documents"
          linkLabel={t.cards.reviewsLink}
          testId="count-reviews"
        />
        <CountCard
          label={t.cards.requests}
          value={open.data?.total}
          loading={open.isLoading}
          failed={Boolean(open.error || overdue.error)}
          note={overdue.data ? t.cards.overdue(overdue.data.total) : undefined}
          to="/staff/requests"
          linkLabel={t.cards.requestsLink}
          testId="count-requests"
        />
        <CountCard
          label={t.cards.enquiries}
          value={newEnquiries}
          loading={waitlist.isLoading || contact.isLoading}
          failed={Boolean(waitlist.error || contact.error)}
          note={waitlist.data && contact.data ? t.cards.enquiriesNote(waitlist.data.uncontactedCount, contact.data.unreadCount) : undefined}
          to="/staff/enquiries"
          linkLabel={t.cards.enquiriesLink}
          testId="count-enquiries"
        />
      </StyledGrid>

      <Card aria-labelledby="latest-notifications">
        <CardHeader>
          <CardTitle id="latest-notifications">{t.latest}</CardTitle>
          {notifications.data && notifications.data.unreadCount > 0 && <Badge $tone="warning">{notifications.data.unreadCount}</Badge>}
        </CardHeader>
        {notifications.isLoading ? (
          <Spinner />
        ) : (
          <QueryState isLoading={false} error={notifications.error} onRetry={() => void notifications.mutate()}>
            {(notifications.data?.items.length ?? 0) === 0 ? (
              <EmptyState title={t.latestEmpty} />
            ) : (
              <StyledList>
                {notifications.data?.items.map((n) => (
                  <li key={n.id}>
                    <strong>{n.title}</strong>
                    <span>{n.message}</span>
                    <small>{formatDateTime(n.createdAt)}</small>
                  </li>
                ))}
              </StyledList>
            )}
          </QueryState>
        )}
      </Card>
    </>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledCount = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledCountLabel = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const StyledCountValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
