import { compareDates } from '@table-bay/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CheckIcon } from '../../../components/ui/icons';
import { overviewContent, PROFILE_GAP_LABELS } from '../../../content/dashboard';
import { categoryLabel, statusLabel } from '../../../content/dashboard-labels';
import { FIRM } from '../../../content/firm';
import { formatDate, formatMoney } from '../../../lib/format';
import type { Accountant, UnpaidInvoice } from '../api/get-overview';
import { DEADLINES_SHOWN, type UpcomingObligation } from '../api/upcoming-obligations';
import { ObligationBadges } from '../../../components/compliance/obligation-badges';
import { deadlinesCardContent } from '../../../content/compliance';
import type { OverviewDocument, OverviewRequest } from '../api/overview-data';
import { documentsToReplace } from '../lib/documents-to-replace';
import type { ProfileGap } from '../lib/profile-gaps';

const t = overviewContent;

/** Who looks after this client: from the staff assignment, or the firm's number until there is one. */
export function AccountantCard({ accountant }: { accountant: Accountant | null }) {
  return (
    <Card aria-labelledby="overview-accountant">
      <CardHeader>
        <CardTitle id="overview-accountant">{t.accountant.title}</CardTitle>
      </CardHeader>
      {accountant ? (
        <StyledPerson>
          <StyledAvatar aria-hidden="true">{accountant.initials}</StyledAvatar>
          <div>
            <strong data-testid="accountant-name">{accountant.name}</strong>
            <StyledContact>
              <li>
                <span className="visually-hidden">{t.accountant.email}: </span>
                <a href={`mailto:${accountant.email}`}>{accountant.email}</a>
              </li>
              {accountant.phone && (
                <li>
                  <span className="visually-hidden">{t.accountant.phone}: </span>
                  <a href={`tel:${accountant.phone.replace(/[^+\d]/g, '')}`}>{accountant.phone}</a>
                </li>
              )}
            </StyledContact>
          </div>
        </StyledPerson>
      ) : (
        <StyledBody>
          <strong>{t.accountant.none}</strong>
          <p>
            {t.accountant.noneText(FIRM.phone)} <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          </p>
        </StyledBody>
      )}
    </Card>
  );
}

/** First visit: the steps before the firm can start. Hidden once every step is done. */
export function GettingStarted({
  profileDone,
  statementDone,
  twoFactorDone,
}: {
  profileDone: boolean;
  statementDone: boolean;
  twoFactorDone: boolean;
}) {
  if (profileDone && statementDone && twoFactorDone) return null;
  const steps = [
    { label: t.checklist.profile, done: profileDone, to: '/dashboard/company' },
    { label: t.checklist.statement, done: statementDone, to: '/dashboard/uploads' },
    { label: t.checklist.twoFactor, done: twoFactorDone, to: '/dashboard/settings#security-2fa' },
  ];
  return (
    <StyledChecklist aria-labelledby="overview-checklist">
      <CardHeader>
        <div>
          <CardTitle id="overview-checklist">{t.checklist.title}</CardTitle>
          <CardDescription>{t.checklist.description}</CardDescription>
        </div>
      </CardHeader>
      <StyledSteps>
        {steps.map((step) => (
          <li key={step.label} data-done={step.done}>
            <StyledTick $done={step.done} aria-hidden="true">
              {step.done ? <CheckIcon /> : null}
            </StyledTick>
            {step.done ? <span>{step.label}</span> : <Link to={step.to}>{step.label}</Link>}
            <span className="visually-hidden">({step.done ? t.checklist.done : t.checklist.todo})</span>
          </li>
        ))}
      </StyledSteps>
    </StyledChecklist>
  );
}

/**
 * Open requests by due date, documents sent back and not yet replaced, unpaid invoices (the API
 * sorts them), then the profile's gaps: what the firm needs from the client now.
 */
export function TodoCard({
  requests,
  documents,
  invoices,
  gaps,
}: {
  requests: OverviewRequest[];
  documents: OverviewDocument[];
  invoices: UnpaidInvoice[];
  gaps: ProfileGap[];
}) {
  const open = requests
    .filter((r) => r.status === 'pending' || r.status === 'overdue')
    .sort((a, b) => compareDates(a.dueDate ?? '9999', b.dueDate ?? '9999'));
  const sentBack = documentsToReplace(documents);
  return (
    <Card aria-labelledby="overview-todo">
      <CardHeader>
        <div>
          <CardTitle id="overview-todo">{t.todo.title}</CardTitle>
          <CardDescription>{t.todo.description}</CardDescription>
        </div>
      </CardHeader>
      {open.length === 0 && sentBack.length === 0 && invoices.length === 0 && gaps.length === 0 ? (
        <StyledBody>{t.todo.empty}</StyledBody>
      ) : (
        <StyledList>
          {open.map((r) => (
            <li key={`r${r.id}`}>
              <div>
                <strong>{t.todo.request(categoryLabel(r.documentType))}</strong>{' '}
                {r.status === 'overdue' && <Badge $tone="danger">{t.todo.overdue}</Badge>}
                <StyledNote>{r.dueDate ? t.todo.due(formatDate(r.dueDate)) : t.todo.noDue}</StyledNote>
              </div>
              <ButtonLink
                to={`/dashboard/uploads?requestId=${r.id}`}
                $size="sm"
                $variant="secondary"
                aria-label={`${t.todo.upload}: ${categoryLabel(r.documentType)}`}
              >
                {t.todo.upload}
              </ButtonLink>
            </li>
          ))}
          {sentBack.map((d) => (
            <li key={`d${d.id}`} data-testid="todo-document">
              <div>
                <StyledName>{t.todo.replace(d.fileName)}</StyledName> <Badge $tone="warning">{statusLabel(d.status)}</Badge>
                {d.reviewNotes && <StyledNote>{d.reviewNotes}</StyledNote>}
              </div>
              <ButtonLink
                to={`/dashboard/uploads?category=${d.category}`}
                $size="sm"
                $variant="secondary"
                aria-label={`${t.todo.uploadReplacement}: ${d.fileName}`}
              >
                {t.todo.uploadReplacement}
              </ButtonLink>
            </li>
          ))}
          {invoices.map((inv) => (
            <li key={`i${inv.id}`} data-testid="todo-invoice">
              <div>
                <strong>{t.todo.invoice(inv.number)}</strong> {inv.status === 'overdue' && <Badge $tone="danger">{t.todo.overdue}</Badge>}
                <StyledNote>{t.todo.invoiceAmount(formatMoney(inv.total, { decimals: 2 }), formatDate(inv.dueAt))}</StyledNote>
              </div>
              <ButtonLink to={`/checkout/${inv.id}`} $size="sm" $variant="secondary" aria-label={`${t.todo.pay}: ${inv.number}`}>
                {t.todo.pay}
              </ButtonLink>
            </li>
          ))}
          {gaps.map((gap) => (
            <li key={gap}>
              <StyledGapLink to="/dashboard/company">{t.todo.gap(PROFILE_GAP_LABELS[gap])}</StyledGapLink>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}

/**
 * The next obligations of the business's tax calendar (the next 90 days, at most five), each with
 * its status, and the way to the calendar; with none, the way to the tax details they come from.
 */
export function DeadlinesCard({ obligations }: { obligations: UpcomingObligation[] }) {
  const shown = obligations.slice(0, DEADLINES_SHOWN);
  return (
    <Card aria-labelledby="overview-deadlines">
      <CardHeader>
        <div>
          <CardTitle id="overview-deadlines">{t.deadlines.title}</CardTitle>
          <CardDescription>{deadlinesCardContent.description}</CardDescription>
        </div>
      </CardHeader>
      {shown.length === 0 ? (
        <StyledBody>
          <p>{deadlinesCardContent.empty}</p>
          <p>
            <Link to="/dashboard/company">{deadlinesCardContent.profileLink}</Link>
          </p>
        </StyledBody>
      ) : (
        <StyledList>
          {shown.map((o) => (
            <li key={o.id} data-type={o.type}>
              <div>
                <strong>{o.label}</strong>
                <StyledBadgeLine>
                  <ObligationBadges status={o.status} overdue={o.overdue} />
                </StyledBadgeLine>
              </div>
              <StyledDate>{formatDate(o.dueDate)}</StyledDate>
            </li>
          ))}
        </StyledList>
      )}
      <StyledFootnote>
        <Link to="/dashboard/tax-calendar">{deadlinesCardContent.viewAll}</Link>
      </StyledFootnote>
    </Card>
  );
}

const StyledBadgeLine = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const StyledChecklist = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledBody = styled.div`
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledPerson = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledAvatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledContact = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSteps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2.75rem;
  }
  li[data-done='true'] > span:not(.visually-hidden) {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
`;

const StyledTick = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.white};
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  li > div {
    min-width: 0;
    flex: 1 1 12rem;
  }
`;

const StyledGapLink = styled(Link)`
  display: flex;
  align-items: center;
  font-weight: 600;
`;

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A client's file name may be one long word: it breaks where it must rather than widen the card. */
const StyledName = styled.strong`
  overflow-wrap: anywhere;
`;

const StyledDate = styled.strong`
  white-space: nowrap;
`;

const StyledFootnote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
