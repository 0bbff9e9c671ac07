import { describe, expect, it } from 'vitest';
import { readFilters, toJobQuery, writeFilters, type WorkFilters } from './job-filters';
import { groupByStage, nextStage, previousStage } from './board';

const MY_WORK: WorkFilters = { assignee: 'me', clientId: null, stage: 'open', templateId: null, due: 'any', page: 1 };

describe('work filters in the URL', () => {
  it('reads what it understands and keeps the defaults for the rest', () => {
    const read = readFilters(new URLSearchParams('assignee=12&client=7&stage=review&template=3&due=week&page=2'), MY_WORK);
    expect(read).toEqual({ assignee: '12', clientId: 7, stage: 'review', templateId: 3, due: 'week', page: 2 });
    expect(readFilters(new URLSearchParams('assignee=bob&client=-1&stage=late&template=x&due=soon&page=0'), MY_WORK)).toEqual(MY_WORK);
  });

  it('writes only what differs from the defaults, so the plain screen has a plain URL', () => {
    expect(writeFilters(MY_WORK, MY_WORK).toString()).toBe('');
    expect(writeFilters({ ...MY_WORK, assignee: 'anyone', due: 'overdue', clientId: 9 }, MY_WORK).toString()).toBe(
      'assignee=anyone&client=9&due=overdue',
    );
    const round = { ...MY_WORK, stage: 'any' as const, templateId: 4, page: 3 };
    expect(readFilters(writeFilters(round, MY_WORK), MY_WORK)).toEqual(round);
  });

  it('turns a due window into the API dates, the week ending on Sunday', () => {
    // Thursday 26 November 2026.
    const today = '2026-11-26';
    expect(toJobQuery(MY_WORK, today, 25)).toEqual({ assigneeId: 'me', stage: 'open', page: 1, pageSize: 25 });
    expect(toJobQuery({ ...MY_WORK, due: 'week' }, today, 25).dueBefore).toBe('2026-11-29');
    expect(toJobQuery({ ...MY_WORK, due: 'week' }, '2026-11-29', 25).dueBefore).toBe('2026-11-29');
    expect(toJobQuery({ ...MY_WORK, due: 'fortnight' }, today, 25).dueBefore).toBe('2026-12-10');
    expect(toJobQuery({ ...MY_WORK, due: 'overdue', assignee: 'anyone', stage: 'any' }, today, 25)).toEqual({
      overdue: true,
      page: 1,
      pageSize: 25,
    });
  });
});

describe('the board', () => {
  it('moves along the columns and brings a cancelled job back to planned', () => {
    expect(nextStage('planned')).toBe('waiting_for_client');
    expect(nextStage('review')).toBe('done');
    expect(nextStage('done')).toBeNull();
    expect(previousStage('planned')).toBeNull();
    expect(previousStage('in_progress')).toBe('waiting_for_client');
    expect(previousStage('cancelled')).toBe('planned');
  });

  it('groups jobs by stage in the order given, leaving out stages not shown', () => {
    const jobs = [
      { id: 1, stage: 'review' as const },
      { id: 2, stage: 'planned' as const },
      { id: 3, stage: 'review' as const },
      { id: 4, stage: 'cancelled' as const },
    ];
    const columns = groupByStage(jobs, ['planned', 'review']);
    expect([...columns.entries()].map(([s, js]) => [s, js.map((j) => j.id)])).toEqual([
      ['planned', [2]],
      ['review', [1, 3]],
    ]);
  });
});
