import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { overviewContent as t, subscriptionsContent } from '../../../content/dashboard';
import { categoryLabel, statusLabel } from '../../../content/dashboard-labels';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session-store';
import { useOverview } from '../api/get-overview';
import { useOverviewData } from '../api/overview-data';
import { profileGaps } from '../lib/profile-gaps';
import { userGreetingName } from '../lib/user-display';
import { hasAccess } from '../../../lib/subscription-rules';
import { AccountantCard, DeadlinesCard, GettingStarted, TodoCard } from './overview-cards';

/** How many open requests the overview lists (docs/dashboard.md). */
const MAX_REQUESTS = 3;

/** `notice`: a line above the cards composed in app/ (the unread messages notice). */
export function OverviewPage({ notice }: { notice?: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const { subscriptions, documents, requests, payments, employees } = useOverviewData();
  const overview = useOverview();
  if (!user) return null;

  const loading = [subscriptions, documents, requests, payments, employees, overview].some((q) => q.isLoading);
  const failed = [subscriptions, documents, requests, payments, employees, overview].some((q) => q.error);

  // A canceled plan keeps access until its end date: the overview says so instead of "No active subscription".
  const active = subscriptions.data?.find((s) => hasAccess(s)) ?? null;
  const docs = documents.data ?? [];
  const approved = docs.filter((d) => d.status === 'approved').length;
  const recentPayment = payments.data?.[0] ?? null;
  const staff = employees.data ?? [];
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
              <TodoCard requests={requests.data ?? []} invoices={overview.data?.unpaidInvoices ?? []} gaps={profileGaps(user)} />
              {overview.data && overview.data.deadlines.length > 0 && <DeadlinesCard deadlines={overview.data.deadlines} />}
            </StyledStack>
            <StyledStack>
              <AccountantCard accountant={overview.data?.accountant ?? null} />
            </StyledStack>
          </StyledColumns>

          <StyledSummary>
            <SummaryCard title={t.cards.subscription} testId="summary-subscription">
              <StyledValue>{active ? active.service.title : t.cards.none}</StyledValue>
              {active && <StyledNote>{active.renewalDate ? t.cards.renews(formatDate(active.renewalDate)) : t.cards.noRenewal}</StyledNote>}
            </SummaryCard>
            <SummaryCard title={t.cards.documents} testId="summary-documents">
              <StyledValue>{docs.length}</StyledValue>
              <StyledNote>{t.cards.approved(approved)}</StyledNote>
            </SummaryCard>
            <SummaryCard title={t.cards.payment} testId="summary-payment">
              {recentPayment ? (
                <>
                  <StyledValue>{formatMoney(recentPayment.amount, { decimals: 2, currency: recentPayment.currency })}</StyledValue>
                  <StyledNote>{formatDate(recentPayment.paymentDate)}</StyledNote>
                </>
              ) : (
                <StyledNote>{t.cards.noPayment}</StyledNote>
              )}
            </SummaryCard>
            <SummaryCard title={t.cards.employees} testId="summary-employees">
              <StyledValue>{staff.length}</StyledValue>
              <StyledNote>{t.cards.employeesNote(staff.filter((e) => e.isActive).length)}</StyledNote>
            </SummaryCard>
          </StyledSummary>

          <StyledColumns>
            <Card aria-labelledby="overview-requests">
              <CardHeader>
                <div>
                  <CardTitle id="overview-requests">{t.requests.title}</CardTitle>
                  <CardDescription>{t.requests.description}</CardDescription>
                </div>
              </CardHeader>
              {openRequests.length === 0 ? (
                <EmptyState title={t.requests.empty} />
              ) : (
                <StyledRequestList>
                  {openRequests.slice(0, MAX_REQUESTS).map((r) => (
                    <li key={r.id}>
                      <div>
                        <StyledRequestType>
                          {categoryLabel(r.documentType)} {r.status === 'overdue' && <Badge $tone="danger">{statusLabel(r.status)}</Badge>}
                        </StyledRequestType>
                        {r.description && <StyledNote>{r.description}</StyledNote>}
                        <StyledNote>{r.dueDate ? t.requests.due(formatDate(r.dueDate)) : t.requests.noDue}</StyledNote>
                      </div>
                      <ButtonLink
                        to={`/dashboard/uploads?requestId=${r.id}`}
                        $size="sm"
                        $variant="secondary"
                        aria-label={`${t.requests.upload}: ${categoryLabel(r.documentType)}`}
                      >
                        {t.requests.upload}
                      </ButtonLink>
                    </li>
                  ))}
                </StyledRequestList>
              )}
              {openRequests.length > MAX_REQUESTS && (
                <CardFooter>
                  <Link to="/dashboard/documents">{t.requests.viewAll}</Link>
                </CardFooter>
              )}
            </Card>

            <Card aria-labelledby="overview-subscription">
              <CardHeader>
                <CardTitle id="overview-subscription">{t.status.title}</CardTitle>
              </CardHeader>
              {active ? (
                <>
                  <DetailList>
                    <dt>{t.status.package}</dt>
                    <dd>{active.service.title}</dd>
                    <dt>{t.status.status}</dt>
                    <dd>
                      <Badge $tone="success">{statusLabel(active.status)}</Badge>
                    </dd>
                    <dt>{t.status.startDate}</dt>
                    <dd>{formatDate(active.startDate)}</dd>
                    <dt>{active.status === 'canceled' ? subscriptionsContent.endsOn : t.status.nextRenewal}</dt>
                    <dd>
                      {active.status === 'canceled' && active.endDate
                        ? formatDate(active.endDate)
                        : active.renewalDate
                          ? formatDate(active.renewalDate)
                          : t.cards.noRenewal}
                    </dd>
                    <dt>{t.status.autoRenew}</dt>
                    <dd>{active.autoRenew ? t.status.enabled : t.status.disabled}</dd>
                  </DetailList>
                  <CardFooter>
                    <ButtonLink to="/dashboard/subscriptions" $size="sm">
                      {t.status.manage}
                    </ButtonLink>
                    <ButtonLink to="/services" $size="sm" $variant="outline">
                      {t.status.upgrade}
                    </ButtonLink>
                  </CardFooter>
                </>
              ) : (
                <EmptyState
                  title={t.status.empty}
                  action={
                    <ButtonLink to="/services" $size="sm">
                      {t.status.viewPackages}
                    </ButtonLink>
                  }
                >
                  {t.status.emptyText}
                </EmptyState>
              )}
            </Card>
          </StyledColumns>
        </>
      )}
    </>
  );
}

function SummaryCard({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <StyledSummaryCard data-testid={testId} aria-label={title}>
      <StyledSummaryTitle>{title}</StyledSummaryTitle>
      {children}
    </StyledSummaryCard>
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

const StyledSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const StyledSummaryCard = styled(Card)`
  padding: ${({ theme }) => theme.space.md};
`;

const StyledSummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  margin: 0 0 ${({ theme }) => theme.space.xxs};
`;

const StyledValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
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

const StyledRequestList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const StyledRequestType = styled.p`
  font-weight: 600;
  margin: 0;
`;
