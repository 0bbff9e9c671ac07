import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { overviewContent as t } from '../../../content/dashboard';
import { useSessionStore } from '../../../stores/session-store';
import { useOverview } from '../api/get-overview';
import { useOverviewData } from '../api/overview-data';
import { useUpcomingObligations } from '../api/upcoming-obligations';
import { profileGaps } from '../lib/profile-gaps';
import { userGreetingName } from '../lib/user-display';
import { hasAccess } from '../../../lib/subscription-rules';
import { AccountantCard, DeadlinesCard, GettingStarted, TodoCard } from './overview-cards';
import { OpenRequestsCard, SubscriptionStatusCard, SummaryCards } from './overview-sections';

/**
 * `notice`: a line above the cards composed in app/ (the unread messages notice); `work`: the work
 * feature's "What we're working on" card, also composed in app/.
 */
export function OverviewPage({ notice, work }: { notice?: ReactNode; work?: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const { subscriptions, documents, requests, payments, employees } = useOverviewData();
  const overview = useOverview();
  // The tax calendar's next dates; the card is left out when they cannot be read.
  const obligations = useUpcomingObligations();
  if (!user) return null;

  const loading = [subscriptions, documents, requests, payments, employees, overview].some((q) => q.isLoading);
  const failed = [subscriptions, documents, requests, payments, employees, overview].some((q) => q.error);

  // A canceled plan keeps access until its end date: the overview says so instead of "No active subscription".
  const active = subscriptions.data?.find((s) => hasAccess(s)) ?? null;
  const docs = documents.data ?? [];
  const openRequests = (requests.data ?? []).filter((r) => r.status === 'pending' || r.status === 'overdue');

  return (
    <>
      {/* One greeting: the page title and a welcome line (no third "overview of your account"). */}
      <PageHeader title={t.title} subtitle={t.welcome(userGreetingName(user), user.previousLogin !== null)} />
      {notice}

      {!user.isProfileComplete && (
        <StyledBanner role="region" aria-label={t.profileBanner.title}>
          <AlertIcon />
          <div>
            <strong>{t.profileBanner.title}</strong>
            <p>{t.profileBanner.text}</p>
          </div>
          <ButtonLink to="/dashboard/settings" $size="sm" $variant="outline">
            {t.profileBanner.link}
          </ButtonLink>
        </StyledBanner>
      )}

      {failed && <StyledError role="alert">{t.loadError}</StyledError>}
      {loading ? (
        <Spinner />
      ) : (
        <>
          <GettingStarted
            profileDone={user.isProfileComplete}
            statementDone={docs.some((d) => d.category === 'bank_statement')}
            twoFactorDone={overview.data?.twoFactorEnabled ?? true}
          />
          <StyledColumns $spaced>
            <StyledStack>
              <TodoCard
                requests={requests.data ?? []}
                documents={docs}
                invoices={overview.data?.unpaidInvoices ?? []}
                gaps={profileGaps(user)}
              />
              {obligations.data && <DeadlinesCard obligations={obligations.data} />}
            </StyledStack>
            <StyledStack>
              {work}
              <AccountantCard accountant={overview.data?.accountant ?? null} />
            </StyledStack>
          </StyledColumns>

          <SummaryCards active={active} documents={docs} recentPayment={payments.data?.[0] ?? null} employees={employees.data ?? []} />

          <StyledColumns>
            <OpenRequestsCard requests={openRequests} />
            <SubscriptionStatusCard active={active} />
          </StyledColumns>
        </>
      )}
    </>
  );
}

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  > svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
  }
  > div {
    flex: 1 1 14rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledError = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  min-width: 0;
`;

const StyledColumns = styled.div<{ $spaced?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme, $spaced }) => ($spaced ? theme.space.lg : 0)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;
