import { BOARD_STAGES, type JobStage } from '../../../content/work';

/** The stage a job moves to with the right arrow key or "On to …": the next column, none after done. */
export function nextStage(stage: JobStage): JobStage | null {
  const i = BOARD_STAGES.indexOf(stage);
  return i < 0 || i === BOARD_STAGES.length - 1 ? null : BOARD_STAGES[i + 1];
}

/** The stage before, for the left arrow key or "Back to …"; none before planned, and a cancelled job goes back to planned. */
export function previousStage(stage: JobStage): JobStage | null {
  if (stage === 'cancelled') return 'planned';
  const i = BOARD_STAGES.indexOf(stage);
  return i <= 0 ? null : BOARD_STAGES[i - 1];
}

/** Jobs per column, each column keeping the order the list came in (overdue first, then by due date). */
export function groupByStage<T extends { stage: JobStage }>(jobs: readonly T[], stages: readonly JobStage[]): Map<JobStage, T[]> {
  const columns = new Map<JobStage, T[]>(stages.map((s) => [s, []]));
  for (const job of jobs) columns.get(job.stage)?.push(job);
  return columns;
}
