import { toRand } from '@table-bay/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CountBadge } from '../../../components/ui/badge';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { BUSINESS_ROLE_LABELS } from '../../../content/businesses';
import { staffCommon, staffOverviewContent as t } from '../../../content/staff';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useAttention, type AttentionItem, type AttentionKind, type AttentionSection } from '../api/get-attention';
import { useContactMessages, useWaitlist } from '../api/get-enquiries';
import { useNotifications } from '../api/get-notifications';

/** Where each kind of item is handled: the screen a click on it opens. */
export function attentionLink(kind: AttentionKind, item: Pick<AttentionItem, 'id' | 'clientId'>): string {
  switch (kind) {
    case 'overdue_jobs':
    case 'jobs_due_this_week':
      return `/staff/work/jobs/${item.id}`;
    case 'new_people':
      return `/staff/clients/${item.clientId}`;
    case 'proofs_of_payment':
      return `/staff/clients/${item.clientId}?tab=billing`;
    case 'unread_messages':
      return `/staff/messages/${item.id}`;
    case 'documents_to_review':
      return `/staff/clients/${item.clientId}?tab=documents`;
    case 'unsigned_letters':
      return `/staff/engagement-letters`;
  }
}

/** The line under an item's title: what it is about, beyond its name. */
export function attentionDetail(kind: AttentionKind, item: AttentionItem): string {
  switch (kind) {
    case 'overdue_jobs':
    case 'jobs_due_this_week':
      return t.due(formatDate(item.dueDate));
    case 'new_people': {
      const joined = t.joined[item.joinedBy ?? 'signed_up'];
      return item.role ? t.asRole(joined, BUSINESS_ROLE_LABELS[item.role]) : joined;
    }
    case 'proofs_of_payment':
      return t.proofAmount(formatMoney(toRand(item.amountCents ?? 0), { decimals: 2 }));
    case 'unread_messages':
      return t.unread(item.unread ?? 0);
    case 'documents_to_review':
      return t.uploaded;
    case 'unsigned_letters':
      return t.sentForSignature;
  }
}

function AttentionCard({ section }: { section: AttentionSection }) {
  const text = t.sections[section.kind];
  const headingId = `attention-${section.kind}`;
  return (
    <Card aria-labelledby={headingId} data-testid={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>
          {text.title}
          <span className="visually-hidden">, {t.countLabel(section.count)}</span>
        </CardTitle>
        <StyledCount $none={section.count === 0} aria-hidden="true" data-testid={`${headingId}-count`}>
          {section.count}
        </StyledCount>
      </CardHeader>
      {section.items.length === 0 ? (
        <StyledEmpty>{text.empty}</StyledEmpty>
      ) : (
        <StyledItems>
          {section.items.map((item) => (
            <li key={`${item.clientId}-${item.id}`}>
              <Link to={attentionLink(section.kind, item)}>{item.title}</Link>
              <span>
                {item.clientName} · {attentionDetail(section.kind, item)}
              </span>
              {item.at && <time dateTime={item.at}>{formatDateTime(item.at)}</time>}
            </li>
          ))}
        </StyledItems>
      )}
      <StyledFooter>
        {section.count > section.items.length && <span>{t.more(section.items.length, section.count)}</span>}
        <Link to={text.allTo}>{text.all}</Link>
      </StyledFooter>
    </Card>
  );
}

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
    <StyledCountCard>
      <StyledCountLabel>{label}</StyledCountLabel>
      <StyledCountValue data-testid={testId}>{loading ? '…' : failed ? staffCommon.none : (value ?? 0)}</StyledCountValue>
      {failed ? <StyledNote role="alert">{staffCommon.loadError}</StyledNote> : note ? <StyledNote>{note}</StyledNote> : null}
      <Link to={to}>{linkLabel}</Link>
    </StyledCountCard>
  );
}

/** A count the overview shows, as a list query of another feature answers it (a page with its total). */
export interface CountQuery {
  data?: { total: number };
  isLoading: boolean;
  error?: unknown;
}

/** The documents feature's request counts; app/ reads them, since the staff console imports no other feature. */
export interface DocumentCounts {
  openRequests: CountQuery;
  overdueRequests: CountQuery;
}

/**
 * /staff, "What needs attention": for the signed-in staff member, in their scope, the sections of
 * GET /api/staff/attention (each a count and its first items, each item a link to where it is
 * handled), then the other counts: open requests, new enquiries, unread notifications.
 */
export function StaffOverviewPage({ documents }: { documents: DocumentCounts }) {
  const attention = useAttention();
  const notifications = useNotifications({ unread: true, limit: 1 });
  const { openRequests: open, overdueRequests: overdue } = documents;
  const waitlist = useWaitlist({ open: true, limit: 1 });
  const contact = useContactMessages({ open: true, limit: 1 });

  const newEnquiries = waitlist.data && contact.data ? waitlist.data.uncontactedCount + contact.data.unreadCount : undefined;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <QueryState isLoading={attention.isLoading} error={attention.error} onRetry={() => void attention.mutate()}>
        <StyledSections>
          {attention.data?.sections.map((section) => (
            <AttentionCard key={section.kind} section={section} />
          ))}
        </StyledSections>
      </QueryState>

      <StyledOtherTitle>{t.otherTitle}</StyledOtherTitle>
      <StyledGrid>
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
        <CountCard
          label={t.cards.notifications}
          value={notifications.data?.unreadCount}
          loading={notifications.isLoading}
          failed={Boolean(notifications.error)}
          to="/staff/notifications"
          linkLabel={t.cards.notificationsLink}
          testId="count-notifications"
        />
      </StyledGrid>
    </>
  );
}

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledCount = styled(CountBadge)<{ $none: boolean }>`
  ${({ $none, theme }) => ($none ? `background: ${theme.colors.surface}; color: ${theme.colors.textMuted};` : '')}
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:first-child {
    padding-top: 0;
  }
  a {
    font-weight: 600;
  }
  span,
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    margin-left: auto;
  }
`;

const StyledOtherTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCountCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledCountLabel = styled.h3`
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
