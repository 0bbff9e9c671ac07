import { addDays, firmToday } from '@table-bay/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';
import { CheckboxLabel } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { BOARD_STAGES, boardContent as t, JOB_STAGE_LABELS, type JobStage } from '../../../content/work';
import { formatDate } from '../../../lib/format';
import { runAction } from '../../../lib/run-action';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { updateJob, useJobs, type JobSummary } from '../api/work';
import { groupByStage, nextStage, previousStage } from '../lib/board';
import { toJobQuery, type WorkFilters } from '../lib/job-filters';
import { JobStageBadges } from './job-badges';
import { jobPath } from './my-work-page';
import { PrnDialog } from './prn-dialog';
import { useWorkFilters, WorkFiltersBar } from './work-filters';

/** The API's largest page: a board shows at most this many cards per query. */
const BOARD_PAGE = 100;

/** The board opens on the signed-in staff member's jobs; the filters widen it to the team. */
const BOARD_DEFAULTS: WorkFilters = { assignee: 'me', clientId: null, stage: 'open', templateId: null, due: 'any', page: 1 };

/**
 * /staff/work/board: jobs in columns by stage. Each card moves with its buttons ("Back to …",
 * "On to …"), its "Move to…" list, or, focused, the left and right arrow keys; every move is
 * announced. Done shows the last 31 days; cancelled jobs only on request. Below the md breakpoint
 * the columns stack: the board becomes a list grouped by stage.
 */
export function BoardPage() {
  const [filters, set, clear] = useWorkFilters(BOARD_DEFAULTS);
  const [showCancelled, setShowCancelled] = useState(false);
  const today = firmToday();
  const base = { ...filters, page: 1 };
  const open = useJobs(toJobQuery({ ...base, stage: 'open' }, today, BOARD_PAGE));
  const done = useJobs({ ...toJobQuery({ ...base, stage: 'done' }, today, BOARD_PAGE), dueAfter: addDays(today, -31) });
  const cancelled = useJobs(showCancelled ? toJobQuery({ ...base, stage: 'cancelled' }, today, BOARD_PAGE) : null);
  const revalidate = useRevalidateStaff();
  const [announcement, setAnnouncement] = useState('');
  /** The card that just moved and the column it moves to: focus goes to it once it is drawn there. */
  const [focusTarget, setFocusTarget] = useState<{ id: number; stage: JobStage } | null>(null);
  const [closing, setClosing] = useState<JobSummary | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  const stages: JobStage[] = showCancelled ? [...BOARD_STAGES, 'cancelled'] : [...BOARD_STAGES];
  const jobs = [...(open.data?.items ?? []), ...(done.data?.items ?? []), ...(cancelled.data?.items ?? [])];
  const columns = groupByStage(jobs, stages);
  const totals: Partial<Record<JobStage, number>> = {};
  for (const stage of stages) totals[stage] = columns.get(stage)?.length ?? 0;

  // A moved card is drawn again in its new column: focus follows it there, so the keyboard can go on moving it.
  const placement = jobs.map((j) => `${j.id}:${j.stage}`).join(',');
  useEffect(() => {
    if (focusTarget === null) return;
    const card = boardRef.current?.querySelector<HTMLElement>(`[data-job-id="${focusTarget.id}"][data-stage="${focusTarget.stage}"]`);
    if (card) {
      card.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, placement]);

  async function move(job: JobSummary, stage: JobStage, prn?: string): Promise<boolean> {
    const ok = await runAction(() => updateJob(job.id, prn ? { stage, prn } : { stage }), {
      title: t.moved(job.title, JOB_STAGE_LABELS[stage]),
    });
    if (ok) {
      setAnnouncement(t.moved(job.title, JOB_STAGE_LABELS[stage]));
      setFocusTarget({ id: job.id, stage });
      await revalidate();
    } else {
      setAnnouncement(t.moveFailed);
    }
    return ok;
  }

  /** Done with a tax obligation asks for the PRN first; every other move goes at once. */
  function requestMove(job: JobSummary, stage: JobStage) {
    if (stage === job.stage) return;
    if (stage === 'done' && job.obligationId !== null) setClosing(job);
    else void move(job, stage);
  }

  function onCardKey(event: KeyboardEvent<HTMLElement>, job: JobSummary) {
    if (event.target !== event.currentTarget) return;
    const to = event.key === 'ArrowRight' ? nextStage(job.stage) : event.key === 'ArrowLeft' ? previousStage(job.stage) : null;
    if (!to) return;
    event.preventDefault();
    requestMove(job, to);
  }

  const loading = open.isLoading || done.isLoading;
  const error = open.error ?? done.error ?? cancelled.error;
  const capped = (open.data?.total ?? 0) > (open.data?.items.length ?? 0);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <WorkFiltersBar idPrefix="board" filters={filters} onChange={set} onClear={clear} withStage={false} />
      <CheckboxLabel>
        <input type="checkbox" checked={showCancelled} onChange={(e) => setShowCancelled(e.target.checked)} />
        {t.showCancelled}
      </CheckboxLabel>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="board-announcement">
        {announcement}
      </p>
      <p id="board-card-hint" className="visually-hidden">
        {t.cardHint}
      </p>
      {capped && <StyledNote>{t.more(open.data?.items.length ?? 0, open.data?.total ?? 0)}</StyledNote>}
      <QueryState isLoading={loading} error={error} onRetry={() => void Promise.all([open.mutate(), done.mutate()])}>
        <StyledBoard ref={boardRef} $columns={stages.length}>
          {stages.map((stage) => {
            const cards = columns.get(stage) ?? [];
            const headingId = `board-${stage}`;
            return (
              <StyledColumn key={stage} aria-labelledby={headingId} data-testid={headingId}>
                <StyledColumnTitle id={headingId}>{t.column(JOB_STAGE_LABELS[stage], totals[stage] ?? 0)}</StyledColumnTitle>
                {stage === 'done' && <StyledNote>{t.doneTruncated}</StyledNote>}
                {cards.length === 0 ? (
                  <StyledNote>{t.empty}</StyledNote>
                ) : (
                  <StyledCards>
                    {cards.map((job) => (
                      <BoardCard key={job.id} job={job} onMove={(to) => requestMove(job, to)} onKeyDown={(e) => onCardKey(e, job)} />
                    ))}
                  </StyledCards>
                )}
              </StyledColumn>
            );
          })}
        </StyledBoard>
      </QueryState>
      <PrnDialog
        job={closing?.title ?? null}
        onClose={() => setClosing(null)}
        onSubmit={async (prn) => {
          if (!closing) return false;
          const ok = await move(closing, 'done', prn);
          if (ok) setClosing(null);
          return ok;
        }}
      />
    </>
  );
}

interface BoardCardProps {
  job: JobSummary;
  onMove: (stage: JobStage) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

function BoardCard({ job, onMove, onKeyDown }: BoardCardProps) {
  const back = previousStage(job.stage);
  const on = nextStage(job.stage);
  const moveId = `move-${job.id}`;
  return (
    <li>
      <StyledCard
        tabIndex={0}
        data-job-id={job.id}
        data-stage={job.stage}
        aria-labelledby={`job-${job.id}-title`}
        aria-describedby="board-card-hint"
        onKeyDown={onKeyDown}
      >
        <StyledCardTitle id={`job-${job.id}-title`}>
          <Link to={jobPath(job.id)}>{job.title}</Link>
        </StyledCardTitle>
        <StyledMeta>
          <span>{job.client.name}</span>
          <span>{formatDate(job.dueDate)}</span>
          {job.assignee && <span>{job.assignee.name}</span>}
        </StyledMeta>
        <JobStageBadges stage={job.stage} overdue={job.overdue} />
        <StyledActions>
          {back && (
            <Button
              $size="sm"
              $variant="outline"
              onClick={() => onMove(back)}
              aria-label={`${t.moveBack(JOB_STAGE_LABELS[back])}: ${job.title}`}
            >
              {t.moveBack(JOB_STAGE_LABELS[back])}
            </Button>
          )}
          {on && (
            <Button $size="sm" onClick={() => onMove(on)} aria-label={`${t.moveOn(JOB_STAGE_LABELS[on])}: ${job.title}`}>
              {t.moveOn(JOB_STAGE_LABELS[on])}
            </Button>
          )}
          <label htmlFor={moveId} className="visually-hidden">
            {t.moveToLabel(job.title)}
          </label>
          <Select id={moveId} value="" onChange={(e) => e.target.value && onMove(e.target.value as JobStage)}>
            <option value="">{t.moveTo}</option>
            {[...BOARD_STAGES, 'cancelled' as const]
              .filter((s) => s !== job.stage)
              .map((s) => (
                <option key={s} value={s}>
                  {JOB_STAGE_LABELS[s]}
                </option>
              ))}
          </Select>
        </StyledActions>
      </StyledCard>
    </li>
  );
}

const StyledBoard = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const StyledColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledColumnTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const StyledCardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  select {
    flex: 1 1 8rem;
    min-width: 0;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
