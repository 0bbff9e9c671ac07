import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { overviewContent as t, subscriptionsContent } from '../../../content/dashboard';
import { categoryLabel, statusLabel } from '../../../content/dashboard-labels';
import { formatDate, formatMoney } from '../../../lib/format';
import type { OverviewDocument, OverviewEmployee, OverviewPayment, OverviewRequest, OverviewSubscription } from '../api/overview-data';

/** How many open requests the overview lists (docs/dashboard.md). */
const MAX_REQUESTS = 3;

/** Four figures across: the plan, documents (approved), the latest payment, employees (active). */
export function SummaryCards({
  active,
  documents,
  recentPayment,
  employees,
}: {
  active: OverviewSubscription | null;
  documents: OverviewDocument[];
  recentPayment: OverviewPayment | null;
  employees: OverviewEmployee[];
}) {
  const approved = documents.filter((d) => d.status === 'approved').length;
  return (
    <StyledSummary>
      <SummaryCard title={t.cards.subscription} testId="summary-subscription">
        <StyledValue>{active ? active.service.title : t.cards.none}</StyledValue>
        {active && <StyledNote>{active.renewalDate ? t.cards.renews(formatDate(active.renewalDate)) : t.cards.noRenewal}</StyledNote>}
      </SummaryCard>
      <SummaryCard title={t.cards.documents} testId="summary-documents">
        <StyledValue>{documents.length}</StyledValue>
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
        <StyledValue>{employees.length}</StyledValue>
        <StyledNote>{t.cards.employeesNote(employees.filter((e) => e.isActive).length)}</StyledNote>
      </SummaryCard>
    </StyledSummary>
  );
}

function SummaryCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <StyledSummaryCard data-testid={testId} aria-label={title}>
      <StyledSummaryTitle>{title}</StyledSummaryTitle>
      {children}
    </StyledSummaryCard>
  );
}

/** The first open requests, each with a link to upload for it; a link to all when there are more. */
export function OpenRequestsCard({ requests }: { requests: OverviewRequest[] }) {
  return (
    <Card aria-labelledby="overview-requests">
      <CardHeader>
        <div>
          <CardTitle id="overview-requests">{t.requests.title}</CardTitle>
          <CardDescription>{t.requests.description}</CardDescription>
        </div>
      </CardHeader>
      {requests.length === 0 ? (
        <EmptyState title={t.requests.empty} />
      ) : (
        <StyledRequestList>
          {requests.slice(0, MAX_REQUESTS).map((r) => (
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
      {requests.length > MAX_REQUESTS && (
        <CardFooter>
          <Link to="/dashboard/documents">{t.requests.viewAll}</Link>
        </CardFooter>
      )}
    </Card>
  );
}

/** The plan in force (a canceled one until its end date), or a way to the packages. */
export function SubscriptionStatusCard({ active }: { active: OverviewSubscription | null }) {
  return (
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
  );
}

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
