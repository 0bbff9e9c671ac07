import { firmToday } from '@table-bay/shared';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ObligationBadges } from '../../../components/compliance/obligation-badges';
import { ObligationProofs, ObligationReference } from '../../../components/compliance/obligation-cells';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { Toolbar, ToolbarField } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CellCode, CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import {
  obligationLabels as o,
  OBLIGATION_STATUS_LABELS,
  OBLIGATION_STATUS_ORDER,
  OBLIGATION_TYPE_LABELS,
  OBLIGATION_TYPE_ORDER,
  taxCalendarContent as t,
} from '../../../content/compliance';
import { useBusinessAccess } from '../../../lib/api/businesses';
import { formatDate } from '../../../lib/format';
import { proofUrl, useObligations, type Obligation } from '../api/obligations';
import { filterObligations, periodWindow, periodYears, typesIn, type ObligationFilter, type PeriodChoice } from '../lib/obligation-filters';
import { CalendarFeedCard } from './calendar-feed-card';
import { ProofDialog } from './proof-dialog';

/** /dashboard/tax-calendar: the business's obligations for a period, with their status, PRN and proof. */
export function TaxCalendarPage() {
  const today = firmToday();
  const [period, setPeriod] = useState<PeriodChoice>('current');
  const [filter, setFilter] = useState<ObligationFilter>({ type: '', status: '' });
  const range = useMemo(() => periodWindow(period, today), [period, today]);
  const obligations = useObligations(range);
  const access = useBusinessAccess();
  const canAttach = access.can('compliance', 'write');
  const [target, setTarget] = useState<Obligation | null>(null);

  const all = obligations.data ?? [];
  const shown = filterObligations(all, filter);
  const types = typesIn(all, OBLIGATION_TYPE_ORDER);

  const columns: Column<Obligation>[] = [
    {
      id: 'status',
      header: t.columns.status,
      card: 'status',
      cell: (row) => <ObligationBadges status={row.status} overdue={row.overdue} />,
    },
    {
      id: 'obligation',
      header: t.columns.obligation,
      card: 'title',
      cell: (row) => (
        <>
          <CellTitle>{row.label}</CellTitle>
          <CellNote>{OBLIGATION_TYPE_LABELS[row.type]}</CellNote>
        </>
      ),
    },
    { id: 'due', header: t.columns.due, card: 'meta', cell: (row) => <CellCode>{formatDate(row.dueDate)}</CellCode> },
    { id: 'reference', header: t.columns.reference, cell: (row) => <ObligationReference obligation={row} /> },
    { id: 'proof', header: t.columns.proof, cell: (row) => <ObligationProofs proofs={row.proofs} href={proofUrl} /> },
    ...(canAttach
      ? [
          {
            id: 'actions',
            header: t.columns.actions,
            headerHidden: true,
            card: 'action',
            align: 'end',
            cell: (row) => (
              <RowActions>
                <Button $size="sm" $variant="outline" aria-label={t.addProofLabel(row.label)} onClick={() => setTarget(row)}>
                  {t.addProof}
                </Button>
              </RowActions>
            ),
          } satisfies Column<Obligation>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <ToolbarField>
          <label htmlFor="tax-calendar-period">{t.filters.year}</label>
          <Select id="tax-calendar-period" value={period} onChange={(e) => setPeriod(e.target.value as PeriodChoice)}>
            <option value="current">{t.filters.current}</option>
            {periodYears(today).map((year) => (
              <option key={year} value={String(year)}>
                {t.filters.yearOption(year)}
              </option>
            ))}
          </Select>
        </ToolbarField>
        <ToolbarField>
          <label htmlFor="tax-calendar-type">{t.filters.type}</label>
          <Select
            id="tax-calendar-type"
            value={filter.type}
            onChange={(e) => setFilter((f) => ({ ...f, type: e.target.value as ObligationFilter['type'] }))}
          >
            <option value="">{t.filters.allTypes}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {OBLIGATION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </ToolbarField>
        <ToolbarField>
          <label htmlFor="tax-calendar-status">{t.filters.status}</label>
          <Select
            id="tax-calendar-status"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as ObligationFilter['status'] }))}
          >
            <option value="">{t.filters.allStatuses}</option>
            <option value="overdue">{o.overdue}</option>
            {OBLIGATION_STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {OBLIGATION_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </ToolbarField>
      </Toolbar>
      <QueryState
        isLoading={obligations.isLoading}
        error={obligations.error}
        onRetry={() => void obligations.mutate()}
        label={t.loading}
        errorMessage={t.loadError}
        isEmpty={shown.length === 0}
        empty={
          <EmptyState
            title={t.emptyTitle}
            action={
              all.length === 0 ? (
                <ButtonLink to="/dashboard/company" $variant="outline" $size="sm">
                  {t.profileLink}
                </ButtonLink>
              ) : undefined
            }
          >
            {all.length === 0 ? t.emptyNoProfile : t.emptyFiltered}
          </EmptyState>
        }
      >
        <DataTable
          caption={t.caption}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `obligation-${row.type}` })}
        />
        <StyledHint>{t.profileHint}</StyledHint>
      </QueryState>
      <StyledFeed>
        <CalendarFeedCard />
      </StyledFeed>
      <ProofDialog obligation={target} range={range} onClose={() => setTarget(null)} />
    </>
  );
}

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFeed = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;
