import { addDays, mondayOf } from '@table-bay/shared';
import type { Schema } from '../../../lib/api/types';

export type JobStageFilter = Schema<'JobStageFilter'>;
const STAGE_FILTERS: readonly JobStageFilter[] = ['open', 'planned', 'waiting_for_client', 'in_progress', 'review', 'done', 'cancelled'];

/** The due windows the screens offer, each a range of GET /api/staff/jobs's dates. */
export const DUE_WINDOWS = ['any', 'overdue', 'week', 'fortnight', 'month'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

/** `me`, `anyone`, `none` (nobody has it yet) or a staff member's id. */
export type AssigneeFilter = 'me' | 'anyone' | 'none' | `${number}`;

/** What a work screen is filtered by, as its URL keeps it (so a filtered view can be linked and reloaded). */
export interface WorkFilters {
  assignee: AssigneeFilter;
  clientId: number | null;
  /** `any` asks for every stage; on the board only `cancelled` matters (the columns are the stages). */
  stage: JobStageFilter | 'any';
  templateId: number | null;
  due: DueWindow;
  page: number;
}

/** GET /api/staff/jobs's query, as the screens send it. */
export interface JobQuery {
  assigneeId?: string;
  stage?: JobStageFilter;
  clientId?: number;
  templateId?: number;
  dueBefore?: string;
  dueAfter?: string;
  overdue?: boolean;
  page?: number;
  pageSize?: number;
}

function positiveInt(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The filters in the URL; anything missing or not understood is the screen's default. */
export function readFilters(params: URLSearchParams, defaults: WorkFilters): WorkFilters {
  const assignee = params.get('assignee');
  const stage = params.get('stage');
  const due = params.get('due');
  return {
    assignee:
      assignee === 'me' || assignee === 'anyone' || assignee === 'none' || positiveInt(assignee) !== null
        ? (assignee as AssigneeFilter)
        : defaults.assignee,
    clientId: positiveInt(params.get('client')) ?? defaults.clientId,
    stage:
      stage === 'any' || (STAGE_FILTERS as readonly string[]).includes(stage ?? '') ? (stage as JobStageFilter | 'any') : defaults.stage,
    templateId: positiveInt(params.get('template')) ?? defaults.templateId,
    due: (DUE_WINDOWS as readonly string[]).includes(due ?? '') ? (due as DueWindow) : defaults.due,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL's search parameters for these filters: only what differs from the screen's defaults. */
export function writeFilters(filters: WorkFilters, defaults: WorkFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.assignee !== defaults.assignee) out.set('assignee', filters.assignee);
  if (filters.clientId !== defaults.clientId && filters.clientId !== null) out.set('client', String(filters.clientId));
  if (filters.stage !== defaults.stage) out.set('stage', filters.stage);
  if (filters.templateId !== defaults.templateId && filters.templateId !== null) out.set('template', String(filters.templateId));
  if (filters.due !== defaults.due) out.set('due', filters.due);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** The API's query for these filters, `today` being the firm's date (yyyy-MM-dd). */
export function toJobQuery(filters: WorkFilters, today: string, pageSize: number): JobQuery {
  const query: JobQuery = { page: filters.page, pageSize };
  if (filters.assignee !== 'anyone') query.assigneeId = filters.assignee;
  if (filters.clientId !== null) query.clientId = filters.clientId;
  if (filters.stage !== 'any') query.stage = filters.stage;
  if (filters.templateId !== null) query.templateId = filters.templateId;
  switch (filters.due) {
    case 'overdue':
      query.overdue = true;
      break;
    case 'week':
      query.dueBefore = addDays(mondayOf(today), 6);
      break;
    case 'fortnight':
      query.dueBefore = addDays(today, 14);
      break;
    case 'month':
      query.dueBefore = addDays(today, 31);
      break;
    case 'any':
      break;
  }
  return query;
}
