import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { CellNote, DataTable } from '../../../components/ui/table';
import { clientsContent as t, staffCommon } from '../../../content/staff';
import { formatDate } from '../../../lib/format';
import { useClients, type ClientQuery, type TriState } from '../api/get-clients';
import { PAGE_SIZE } from '../api/staff-keys';
import { useDebounced } from '../lib/use-debounced';
import { CellTitle, Pager, QueryState, Toolbar, ToolbarField } from './staff-ui';

type FilterKey = 'profileComplete' | 'hasActiveSubscription' | 'hasOpenRequests';

const FILTERS: ReadonlyArray<{ key: FilterKey; label: string }> = [
  { key: 'profileComplete', label: t.profileComplete },
  { key: 'hasActiveSubscription', label: t.activeSubscription },
  { key: 'hasOpenRequests', label: t.openRequests },
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

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
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
          <DataTable caption={t.caption}>
            <thead>
              <tr>
                <th scope="col">{t.client}</th>
                <th scope="col">{t.company}</th>
                <th scope="col">{t.subscription}</th>
                <th scope="col">{t.profile}</th>
                <th scope="col">{t.requests}</th>
                <th scope="col">{t.toReview}</th>
                <th scope="col">{t.joined}</th>
              </tr>
            </thead>
            <tbody>
              {clients.data?.items.map((c) => (
                <tr key={c.id}>
                  <td>
                    <CellTitle>
                      <Link to={`/staff/clients/${c.id}`}>{c.name}</Link>
                    </CellTitle>
                    <CellNote>{c.email}</CellNote>
                  </td>
                  <td>{c.company || '—'}</td>
                  <td>{c.activeSubscription ? <Badge $tone="success">{c.activeSubscription}</Badge> : t.noSubscription}</td>
                  <td>
                    {c.isProfileComplete ? <Badge $tone="success">{t.complete}</Badge> : <Badge $tone="warning">{t.incomplete}</Badge>}
                  </td>
                  <td>{c.openRequests}</td>
                  <td>{c.documentsAwaitingReview}</td>
                  <td>{formatDate(c.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        {clients.data && <Pager offset={offset} limit={PAGE_SIZE} total={clients.data.total} onChange={setOffset} />}
      </QueryState>
    </>
  );
}
