import { addDays, firmToday, mondayOf } from '@table-bay/shared';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { DataTable, type Column } from '../../../components/ui/table';
import { workloadContent as t } from '../../../content/work';
import { formatDate } from '../../../lib/format';
import { useWorkload, type WorkloadRow } from '../api/work';

/** The Monday in the URL (?week=), or this week's. */
function weekFrom(params: URLSearchParams): string {
  const week = params.get('week');
  return week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? mondayOf(week) : mondayOf(firmToday());
}

/** My work filtered to one person's open jobs (or nobody's), overdue ones first. */
function jobsOf(row: WorkloadRow): string {
  return `/staff/work?assignee=${row.staff ? row.staff.id : 'none'}`;
}

const columns: Column<WorkloadRow>[] = [
  {
    id: 'person',
    header: t.columns.person,
    card: 'title',
    cell: (row) => (
      <Link to={jobsOf(row)} aria-label={t.openJobs(row.staff?.name ?? t.nobody)}>
        {row.staff?.name ?? t.nobody}
      </Link>
    ),
  },
  { id: 'open', header: t.columns.open, align: 'end', cell: (row) => row.open },
  {
    id: 'overdue',
    header: t.columns.overdue,
    align: 'end',
    card: 'meta',
    cell: (row) => (row.overdue > 0 ? <StyledOverdue>{row.overdue}</StyledOverdue> : 0),
  },
  { id: 'this-week', header: t.columns.thisWeek, align: 'end', cell: (row) => row.dueThisWeek },
  { id: 'next-week', header: t.columns.nextWeek, align: 'end', cell: (row) => row.dueNextWeek },
];

/** /staff/work/workload: open and overdue jobs per person, due in the chosen week and the week after. */
export function WorkloadPage() {
  const [params] = useSearchParams();
  const week = weekFrom(params);
  const thisWeek = mondayOf(firmToday());
  const workload = useWorkload(week);
  const rows = workload.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledWeek aria-label={t.week}>
        <ButtonLink to={`?week=${addDays(week, -7)}`} $variant="outline" $size="sm">
          {t.previous}
        </ButtonLink>
        <strong>
          {t.week} {formatDate(week)}
        </strong>
        <ButtonLink to={`?week=${addDays(week, 7)}`} $variant="outline" $size="sm">
          {t.next}
        </ButtonLink>
        {week !== thisWeek && (
          <ButtonLink to="?" $variant="ghost" $size="sm">
            {t.thisWeek}
          </ButtonLink>
        )}
      </StyledWeek>
      <QueryState isLoading={workload.isLoading} error={workload.error} onRetry={() => void workload.mutate()}>
        {rows.length === 0 ? (
          <EmptyState title={t.empty} />
        ) : (
          <DataTable caption={t.caption} columns={columns} rows={rows} rowKey={(row) => row.staff?.id ?? 0} />
        )}
      </QueryState>
    </>
  );
}

const StyledWeek = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledOverdue = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
