import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CellNote, DataTable, TableFrame, type Column } from '../../../components/ui/table';
import { annualRevenueLabel, businessTypeLabel } from '../../../content/dashboard-labels';
import { clientDetailContent, clientsContent } from '../../../content/staff';
import { outboxContent } from '../../../content/mail';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ClientDetail } from '../api/get-client';
import { Stack } from '../../../components/ui/layout';
import { CellTitle } from '../../../components/ui/table';

const t = clientDetailContent.profile;

function orNotSet(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? t.notSet : String(value);
}

type Person = ClientDetail['people'][number];

const PEOPLE_COLUMNS: ReadonlyArray<Column<Person>> = [
  {
    id: 'name',
    header: t.name,
    card: 'title',
    cell: (person) => (
      <>
        <CellTitle>{person.name}</CellTitle>
        <CellNote>
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </CellNote>
      </>
    ),
  },
  { id: 'role', header: t.role, cell: (person) => t.roles[person.role] ?? person.role },
  {
    id: 'lastSignIn',
    header: t.lastSignIn,
    card: 'meta',
    cell: (person) => (person.lastSignInAt ? formatDateTime(person.lastSignInAt) : t.never),
  },
  {
    id: 'twoFactor',
    header: t.twoFactor,
    card: 'status',
    cell: (person) =>
      person.twoFactorEnabled ? <Badge $tone="success">{t.twoFactorOn}</Badge> : <Badge $tone="warning">{t.twoFactorOff}</Badge>,
  },
];

export function ClientProfileTab({ detail }: { detail: ClientDetail }) {
  return (
    <Stack>
      {detail.profile ? (
        <AccountAndCompany profile={detail.profile} />
      ) : (
        detail.awaitingOwner && <AwaitingOwner awaiting={detail.awaitingOwner} />
      )}

      <Card aria-labelledby="client-people">
        <CardHeader>
          <CardTitle id="client-people">
            {t.people}: {detail.business.name}
          </CardTitle>
        </CardHeader>
        {/* Cards on a phone, a table from the tablet up: the list components' one layout rule. */}
        {detail.people.length === 0 ? (
          <p>{t.peopleNone}</p>
        ) : (
          <DataTable caption={t.peopleCaption} columns={PEOPLE_COLUMNS} rows={detail.people} rowKey={(person) => person.userId} />
        )}
      </Card>

      <Card aria-labelledby="client-assigned">
        <CardHeader>
          <CardTitle id="client-assigned">{t.assigned}</CardTitle>
        </CardHeader>
        {detail.assignments.length === 0 ? (
          <p>{t.unassigned}</p>
        ) : (
          <StyledChips>
            {detail.assignments.map((a) => (
              <li key={a.id}>
                <Badge $tone="info">{a.accountantName ?? `#${a.accountantId}`}</Badge>
              </li>
            ))}
          </StyledChips>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t.employees}</CardTitle>
        </CardHeader>
        {detail.employees.length === 0 ? (
          <EmptyState title={t.employeesEmpty} />
        ) : (
          <TableFrame caption={t.employeesCaption}>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.position}</th>
                <th scope="col">{t.contact}</th>
                <th scope="col">{t.started}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {detail.employees.map((e) => (
                <tr key={e.id}>
                  <td>
                    <CellTitle>
                      {e.firstName} {e.lastName}
                    </CellTitle>
                    {e.employeeId && <CellNote>{e.employeeId}</CellNote>}
                  </td>
                  <td>{e.position || '—'}</td>
                  <td>
                    {e.email || '—'}
                    {e.phone && <CellNote>{e.phone}</CellNote>}
                  </td>
                  <td>{e.startDate ? formatDate(e.startDate) : '—'}</td>
                  <td>{e.isActive ? <Badge $tone="success">{t.active}</Badge> : <Badge>{t.inactive}</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>
    </Stack>
  );
}

/** The owner's account and the business's company profile, once an owner has joined. */
function AccountAndCompany({ profile: p }: { profile: NonNullable<ClientDetail['profile']> }) {
  const address = [p.address, p.city, p.postalCode, p.country].filter(Boolean).join(', ');
  return (
    <StyledColumns>
      <Card aria-labelledby="client-account">
        <CardHeader>
          <CardTitle id="client-account">{t.account}</CardTitle>
          {p.isProfileComplete ? <Badge $tone="success">{t.complete}</Badge> : <Badge $tone="warning">{t.incomplete}</Badge>}
        </CardHeader>
        <DetailList>
          <dt>{t.username}</dt>
          <dd>{p.username}</dd>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${p.email}`}>{p.email}</a>{' '}
            {p.emailVerified ? (
              <Badge $tone="success">{outboxContent.verified}</Badge>
            ) : (
              <Badge $tone="warning">{outboxContent.notVerified}</Badge>
            )}
          </dd>
          <dt>{t.phone}</dt>
          <dd>{p.phone ? <a href={`tel:${p.phone.replace(/\s+/g, '')}`}>{p.phone}</a> : t.notSet}</dd>
          <dt>{t.joined}</dt>
          <dd>{formatDate(p.createdAt)}</dd>
          <dt>{t.lastLogin}</dt>
          <dd>{p.lastLogin ? formatDateTime(p.lastLogin) : t.never}</dd>
        </DetailList>
      </Card>
      <Card aria-labelledby="client-company">
        <CardHeader>
          <CardTitle id="client-company">{t.company}</CardTitle>
        </CardHeader>
        <DetailList>
          <dt>{t.companyName}</dt>
          <dd>{orNotSet(p.company)}</dd>
          <dt>{t.address}</dt>
          <dd>{address || t.notSet}</dd>
          <dt>{t.registration}</dt>
          <dd>{orNotSet(p.registrationNumber)}</dd>
          <dt>{t.vat}</dt>
          <dd>{orNotSet(p.vatNumber)}</dd>
          <dt>{t.businessType}</dt>
          <dd>{orNotSet(businessTypeLabel(p.businessType))}</dd>
          <dt>{t.revenue}</dt>
          <dd>{orNotSet(annualRevenueLabel(p.annualRevenue))}</dd>
          <dt>{t.employeesCount}</dt>
          <dd>{orNotSet(p.numberOfEmployees)}</dd>
        </DetailList>
      </Card>
    </StyledColumns>
  );
}

/** A business onboarded by staff: whom it waits for, and that its file can be prepared meanwhile. */
function AwaitingOwner({ awaiting }: { awaiting: NonNullable<ClientDetail['awaitingOwner']> }) {
  const who = awaiting.name ? `${awaiting.name} (${awaiting.email})` : awaiting.email;
  const date = formatDate(awaiting.expiresAt);
  return (
    <Card aria-labelledby="client-awaiting">
      <CardHeader>
        <CardTitle id="client-awaiting">{t.awaitingTitle}</CardTitle>
        {awaiting.expired ? (
          <Badge $tone="danger">{clientsContent.invitationExpired}</Badge>
        ) : (
          <Badge $tone="info">{clientsContent.invited}</Badge>
        )}
      </CardHeader>
      <p>{awaiting.expired ? t.awaitingExpiredText(who, date) : t.awaitingText(who, date)}</p>
      {!awaiting.expired && <p>{t.awaitingPrepare}</p>}
    </Card>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
