import { addDays, firmToday } from '@table-bay/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ObligationBadges } from '../../../../components/compliance/obligation-badges';
import { ClientFilter } from '../../../../components/staff/client-filter';
import { ObligationProofs, ObligationReference } from '../../../../components/compliance/obligation-cells';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input, Select } from '../../../../components/ui/form-field';
import { CheckboxLabel, Toolbar, ToolbarField } from '../../../../components/ui/layout';
import { Pager } from '../../../../components/ui/pager';
import { QueryState } from '../../../../components/ui/query-state';
import { CellCode, CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import {
  OBLIGATION_STATUS_ORDER,
  OBLIGATION_TYPE_LABELS,
  OBLIGATION_TYPE_ORDER,
  STAFF_OBLIGATION_STATUS_LABELS,
  staffTaxCalendarContent as t,
} from '../../../../content/compliance';
import { apiUrl } from '../../../../lib/api/client';
import { formatDate } from '../../../../lib/format';
import { PAGE_SIZE } from '../../../../lib/staff-keys';
import { useStaffObligations, type StaffObligation, type StaffObligationQuery } from '../api/staff-obligations';
import { ObligationDialog } from './obligation-dialog';

/** The default window: from January of this year (late returns stay in sight) to twelve months ahead. */
export function defaultMonths(today: string): { fromMonth: string; toMonth: string } {
  return { fromMonth: `${today.slice(0, 4)}-01`, toMonth: addDays(today, 365).slice(0, 7) };
}

/**
 * The firm's tax calendar as a filtered, paged list with a dialog to update each obligation:
 * across every client in scope (the staff page), or one client's (`clientId`, the client page's tab).
 */
export function StaffObligations({ clientId }: { clientId?: number }) {
  const fixedClient = clientId !== undefined;
  const [query, setQuery] = useState<StaffObligationQuery>(() => ({
    clientId: clientId ?? null,
    type: '',
    status: '',
    overdueOnly: false,
    ...defaultMonths(firmToday()),
    offset: 0,
  }));
  const list = useStaffObligations(query);
  const [target, setTarget] = useState<StaffObligation | null>(null);
  const set = (patch: Partial<StaffObligationQuery>) => setQuery((q) => ({ ...q, ...patch, offset: 0 }));
  const idPrefix = fixedClient ? `client-${clientId}-compliance` : 'compliance';

  const columns: Column<StaffObligation>[] = [
    {
      id: 'status',
      header: t.columns.status,
      card: 'status',
      cell: (row) => <ObligationBadges status={row.status} overdue={row.overdue} labels={STAFF_OBLIGATION_STATUS_LABELS} />,
    },
    {
      id: 'obligation',
      header: t.columns.obligation,
      card: 'title',
      cell: (row) => (
        <>
          <CellTitle>{row.label}</CellTitle>
          {row.note && <CellNote>{row.note}</CellNote>}
        </>
      ),
    },
    ...(fixedClient
      ? []
      : [
          {
            id: 'client',
            header: t.columns.client,
            cell: (row) => <Link to={`/staff/clients/${row.client.id}?tab=compliance`}>{row.client.name}</Link>,
          } satisfies Column<StaffObligation>,
        ]),
    { id: 'due', header: t.columns.due, card: 'meta', cell: (row) => <CellCode>{formatDate(row.dueDate)}</CellCode> },
    {
      id: 'reference',
      header: t.columns.reference,
      cell: (row) => <ObligationReference obligation={row} />,
    },
    {
      id: 'proof',
      header: t.columns.proof,
      cell: (row) => (
        <ObligationProofs
          proofs={row.proofs}
          href={(documentId) =>
            apiUrl('get', '/staff/clients/{clientId}/documents/{documentId}/file', { path: { clientId: row.client.id, documentId } })
          }
        />
      ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (row) => (
        <RowActions>
          <Button $size="sm" aria-label={t.updateLabel(row.label, row.client.name)} onClick={() => setTarget(row)}>
            {t.update}
          </Button>
        </RowActions>
      ),
    },
  ];

  const items = list.data?.items ?? [];
  return (
    <>
      <Toolbar>
        {!fixedClient && (
          <ClientFilter
            id={`${idPrefix}-client`}
            label={t.filters.client}
            anyLabel={t.filters.allClients}
            value={query.clientId}
            onChange={(clientId) => set({ clientId })}
          />
        )}
        <ToolbarField>
          <label htmlFor={`${idPrefix}-type`}>{t.filters.type}</label>
          <Select
            id={`${idPrefix}-type`}
            value={query.type}
            onChange={(e) => set({ type: e.target.value as StaffObligationQuery['type'] })}
          >
            <option value="">{t.filters.allTypes}</option>
            {OBLIGATION_TYPE_ORDER.map((type) => (
              <option key={type} value={type}>
                {OBLIGATION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </ToolbarField>
        <ToolbarField>
          <label htmlFor={`${idPrefix}-status`}>{t.filters.status}</label>
          <Select
            id={`${idPrefix}-status`}
            value={query.status}
            onChange={(e) => set({ status: e.target.value as StaffObligationQuery['status'] })}
          >
            <option value="">{t.filters.allStatuses}</option>
            {OBLIGATION_STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {STAFF_OBLIGATION_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </ToolbarField>
        <ToolbarField>
          <label htmlFor={`${idPrefix}-from`}>{t.filters.from}</label>
          <Input
            id={`${idPrefix}-from`}
            type="month"
            value={query.fromMonth}
            onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && set({ fromMonth: e.target.value })}
          />
        </ToolbarField>
        <ToolbarField>
          <label htmlFor={`${idPrefix}-to`}>{t.filters.to}</label>
          <Input
            id={`${idPrefix}-to`}
            type="month"
            value={query.toMonth}
            onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && set({ toMonth: e.target.value })}
          />
        </ToolbarField>
        <CheckboxLabel>
          <input type="checkbox" checked={query.overdueOnly} onChange={(e) => set({ overdueOnly: e.target.checked })} />
          {t.filters.overdue}
        </CheckboxLabel>
      </Toolbar>
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.mutate()}>
        {list.data && items.length === 0 ? (
          <EmptyState title={t.emptyTitle}>{fixedClient ? t.emptyClient : t.emptyText}</EmptyState>
        ) : (
          <DataTable
            caption={fixedClient ? t.tabCaption : t.caption}
            columns={columns}
            rows={items}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-testid': `staff-obligation-${row.id}` })}
          />
        )}
        {list.data && (
          <Pager
            offset={query.offset}
            limit={PAGE_SIZE}
            total={list.data.total}
            onChange={(offset) => setQuery((q) => ({ ...q, offset }))}
          />
        )}
      </QueryState>
      <ObligationDialog obligation={target} onClose={() => setTarget(null)} />
    </>
  );
}
