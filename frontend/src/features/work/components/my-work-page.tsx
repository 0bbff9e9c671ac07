import { firmToday } from '@table-bay/shared';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { CellCode, CellNote, CellTitle, DataTable, type Column } from '../../../components/ui/table';
import { myWorkContent as t } from '../../../content/work';
import { formatDate } from '../../../lib/format';
import { useJobs, type JobSummary } from '../api/work';
import { toJobQuery, type WorkFilters } from '../lib/job-filters';
import { JobStageBadges } from './job-badges';
import { useWorkFilters, WorkFiltersBar } from './work-filters';

const PAGE_SIZE = 25;

/** "My work": the signed-in staff member's jobs not done yet, any due date. */
export const MY_WORK_DEFAULTS: WorkFilters = { assignee: 'me', clientId: null, stage: 'open', templateId: null, due: 'any', page: 1 };

/** A job's page, linked from every list of jobs. */
export const jobPath = (id: number) => `/staff/work/jobs/${id}`;

function columns(withClient: boolean): Column<JobSummary>[] {
  return [
    { id: 'stage', header: t.columns.stage, card: 'status', cell: (job) => <JobStageBadges stage={job.stage} overdue={job.overdue} /> },
    {
      id: 'job',
      header: t.columns.job,
      card: 'title',
      cell: (job) => (
        <CellTitle>
          <Link to={jobPath(job.id)}>{job.title}</Link>
        </CellTitle>
      ),
    },
    ...(withClient
      ? [
          {
            id: 'client',
            header: t.columns.client,
            cell: (job: JobSummary) => <Link to={`/staff/clients/${job.client.id}`}>{job.client.name}</Link>,
          },
        ]
      : []),
    { id: 'due', header: t.columns.due, card: 'meta', cell: (job) => <CellCode>{formatDate(job.dueDate)}</CellCode> },
    { id: 'assignee', header: t.columns.assignee, cell: (job) => job.assignee?.name ?? t.nobody },
    {
      id: 'checklist',
      header: t.columns.checklist,
      cell: (job) => (
        <>
          {t.checklist(job.checklistDone, job.checklistTotal)}
          {job.waitingOnClient > 0 && <CellNote>{t.waiting(job.waitingOnClient)}</CellNote>}
        </>
      ),
    },
  ];
}

/** A page of jobs as a table (cards on a phone) with the pager under it. */
export function JobsTable({
  filters,
  onPage,
  withClient = true,
  caption = t.caption,
}: {
  filters: WorkFilters;
  onPage: (page: number) => void;
  withClient?: boolean;
  caption?: string;
}) {
  const jobs = useJobs(toJobQuery(filters, firmToday(), PAGE_SIZE));
  const items = jobs.data?.items ?? [];
  return (
    <QueryState isLoading={jobs.isLoading} error={jobs.error} onRetry={() => void jobs.mutate()}>
      {items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <>
          <DataTable caption={caption} columns={columns(withClient)} rows={items} rowKey={(job) => job.id} />
          <Pager
            offset={(filters.page - 1) * PAGE_SIZE}
            limit={PAGE_SIZE}
            total={jobs.data?.total ?? 0}
            onChange={(offset) => onPage(Math.floor(offset / PAGE_SIZE) + 1)}
          />
        </>
      )}
    </QueryState>
  );
}

/** /staff/work: the signed-in staff member's jobs by due date, overdue first, filtered through the URL. */
export function MyWorkPage() {
  const [filters, set, clear] = useWorkFilters(MY_WORK_DEFAULTS);
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <WorkFiltersBar idPrefix="my-work" filters={filters} onChange={set} onClear={clear} />
      <JobsTable filters={filters} onPage={(page) => set({ page })} />
    </>
  );
}
