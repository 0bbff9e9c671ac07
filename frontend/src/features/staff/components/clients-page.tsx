import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { CellNote, CellTitle, DataTable, type Column } from '../../../components/ui/table';
import { clientsContent as t, staffCommon } from '../../../content/staff';
import { formatDate } from '../../../lib/format';
import { useClients, type ClientQuery, type ClientSummary, type TriState } from '../api/get-clients';
import { PAGE_SIZE } from '../../../lib/staff-keys';
import { useDebounced } from '../../../lib/use-debounced';
import { Toolbar, ToolbarField } from '../../../components/ui/layout';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { mayOnboardClients } from '../../../lib/staff-access';
import { useSessionStore } from '../../../stores/session-store';
import { OnboardClientDialog } from './onboarding-dialogs';

type FilterKey = 'profileComplete' | 'hasActiveSubscription' | 'hasOpenRequests';

const FILTERS: ReadonlyArray<{ key: FilterKey; label: string }> = [
  { key: 'profileComplete', label: t.profileComplete },
  { key: 'hasActiveSubscription', label: t.activeSubscription },
  { key: 'hasOpenRequests', label: t.openRequests },
];

const COLUMNS: Column<ClientSummary>[] = [
  {
    id: 'client',
    header: t.client,
    card: 'title',
    cell: (c) => (
      <>
        {/* A business staff onboarded opens before its owner accepts, so staff can prepare its file. */}
        <CellTitle>
          <Link to={`/staff/clients/${c.id}`}>{c.name}</Link>
        </CellTitle>
        <CellNote>{c.email}</CellNote>
      </>
    ),
  },
  // The client is the business: its name, and how many people act for it.
  {
    id: 'company',
    header: t.company,
    cell: (c) => (
      <>
        {c.businessName}
        {c.peopleCount > 1 && <CellNote>{t.people(c.peopleCount)}</CellNote>}
      </>
    ),
  },
  {
    id: 'subscription',
    header: t.subscription,
    cell: (c) => (c.activeSubscription ? <Badge $tone="success">{c.activeSubscription}</Badge> : t.noSubscription),
  },
  {
    id: 'profile',
    header: t.profile,
    card: 'status',
    cell: (c) => {
      if (c.awaitingOwner?.expired) return <Badge $tone="danger">{t.invitationExpired}</Badge>;
      if (c.awaitingOwner)
        return (
          <>
            <Badge $tone="info">{t.invited}</Badge>
            <CellNote>{t.invitationValidUntil(formatDate(c.awaitingOwner.expiresAt))}</CellNote>
          </>
        );
      return c.isProfileComplete ? <Badge $tone="success">{t.complete}</Badge> : <Badge $tone="warning">{t.incomplete}</Badge>;
    },
  },
  { id: 'requests', header: t.requests, align: 'end', cell: (c) => c.openRequests },
  { id: 'review', header: t.toReview, align: 'end', cell: (c) => c.documentsAwaitingReview },
  { id: 'joined', header: t.joined, card: 'meta', cell: (c) => formatDate(c.createdAt) },
];

/** /staff/clients: search, three yes/no filters and paging, all done by the API. */
export function ClientsPage() {
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Record<FilterKey, TriState>>({
    profileComplete: '',
    hasActiveSubscription: '',
    hasOpenRequests: '',
  });
  const [offset, setOffset] = useState(0);
  const q = useDebounced(query);
  const request: ClientQuery = { q, ...filters, offset, limit: PAGE_SIZE };
  const clients = useClients(request);
  const filtered = q.trim() !== '' || Object.values(filters).some(Boolean);
  const mayOnboard = mayOnboardClients(useSessionStore((st) => st.user));
  const [onboardOpen, setOnboardOpen] = useState(false);

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          mayOnboard && (
            <Button onClick={() => setOnboardOpen(true)}>
              <PlusIcon />
              {t.onboard}
            </Button>
          )
        }
      />
      <Toolbar role="group" aria-label={t.filters}>
        <SearchInput
          id="clients-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(v) => {
            setQuery(v);
            setOffset(0);
          }}
        />
        {FILTERS.map(({ key, label }) => (
          <ToolbarField key={key}>
            <label htmlFor={`clients-filter-${key}`}>{label}</label>
            <Select
              id={`clients-filter-${key}`}
              value={filters[key]}
              onChange={(e) => {
                setFilters((f) => ({ ...f, [key]: e.target.value as TriState }));
                setOffset(0);
              }}
            >
              <option value="">{staffCommon.any}</option>
              <option value="true">{staffCommon.yes}</option>
              <option value="false">{staffCommon.no}</option>
            </Select>
          </ToolbarField>
        ))}
      </Toolbar>

      <QueryState isLoading={clients.isLoading} error={clients.error} onRetry={() => void clients.mutate()}>
        {clients.data && clients.data.items.length === 0 ? (
          <EmptyState title={t.emptyTitle}>{filtered ? t.emptyFiltered : t.emptyNone}</EmptyState>
        ) : (
          <DataTable caption={t.caption} columns={COLUMNS} rows={clients.data?.items ?? []} rowKey={(c) => c.id} />
        )}
        {clients.data && <Pager offset={offset} limit={PAGE_SIZE} total={clients.data.total} onChange={setOffset} />}
      </QueryState>
      <OnboardClientDialog open={onboardOpen} onClose={() => setOnboardOpen(false)} />
    </>
  );
}
