import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select } from '../../../../components/ui/form-field';
import { PageHeader } from '../../../../components/ui/page-header';
import { CellNote } from '../../../../components/ui/table';
import { requestsPageContent as t } from '../../../../content/staff';
import { useDocumentRequests, type RequestFilter } from '../api/document-requests';
import { PAGE_SIZE } from '../../../../lib/staff-keys';
import { RequestsTable } from './client-requests-tab';
import { Toolbar, ToolbarField } from '../../../../components/ui/layout';
import { Pager } from '../../../../components/ui/pager';
import { QueryState } from '../../../../components/ui/query-state';

const FILTERS: RequestFilter[] = ['open', 'overdue', 'pending', 'completed', 'all'];

/** /staff/requests: document requests across the staff member's clients, earliest due first. */
export function RequestsPage() {
  const [status, setStatus] = useState<RequestFilter>('open');
  const [offset, setOffset] = useState(0);
  const requests = useDocumentRequests(status, offset);
  const clients = new Map((requests.data?.items ?? []).map((i) => [i.request.id, i.client]));

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <ToolbarField>
          <label htmlFor="requests-status">{t.filterLabel}</label>
          <Select
            id="requests-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RequestFilter);
              setOffset(0);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t.filters[f]}
              </option>
            ))}
          </Select>
        </ToolbarField>
      </Toolbar>
      <QueryState isLoading={requests.isLoading} error={requests.error} onRetry={() => void requests.mutate()}>
        {requests.data && requests.data.items.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            action={
              <ButtonLink to="/staff/clients" $variant="outline">
                {t.toClients}
              </ButtonLink>
            }
          >
            {t.emptyText}
          </EmptyState>
        ) : (
          <RequestsTable
            requests={(requests.data?.items ?? []).map((i) => i.request)}
            clientColumn={(r) => {
              const client = clients.get(r.id);
              return client ? (
                <>
                  <Link to={`/staff/clients/${client.id}?tab=requests`}>{client.name}</Link>
                  {client.company && <CellNote>{client.company}</CellNote>}
                </>
              ) : (
                '—'
              );
            }}
          />
        )}
        {requests.data && <Pager offset={offset} limit={PAGE_SIZE} total={requests.data.total} onChange={setOffset} />}
      </QueryState>
    </>
  );
}
