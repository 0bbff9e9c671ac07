import type { Schema } from '../../../lib/api/types';
import { useStaffKey } from '../../../lib/staff-keys';
import { api, apiKey, useApi } from '../../../lib/api/client';
import type { JobQuery } from '../lib/job-filters';

/* Shapes of the work routes' answers, generated from the backend's DTOs (npm run api:types). */
export type JobSummary = Schema<'JobSummaryDto'>;
export type JobDetail = Schema<'JobDetailDto'>;
export type JobPage = Schema<'JobPageDto'>;
export type JobChecklistItem = Schema<'JobChecklistItemDto'>;
export type Workload = Schema<'WorkloadDto'>;
export type WorkloadRow = Schema<'WorkloadRowDto'>;
export type JobTemplate = Schema<'JobTemplateDto'>;
export type JobTemplateInput = Schema<'CreateJobTemplateDto'>;
export type JobChange = Schema<'UpdateJobDto'>;
export type ClientWork = Schema<'ClientWorkDto'>;
export type ClientTask = Schema<'ClientTaskDto'>;

/** GET /api/staff/jobs with the screen's filters (overdue first, then by due date). */
export function useJobs(query: JobQuery | null) {
  return useApi(useStaffKey(query ? apiKey('/staff/jobs', { query }) : null), { keepPreviousData: true });
}

export function useJob(id: number | null) {
  return useApi(useStaffKey(id === null ? null : apiKey('/staff/jobs/{id}', { path: { id } })));
}

/** GET /api/staff/workload for the week of `weekOf` (a Monday; this week when left out). */
export function useWorkload(weekOf?: string) {
  return useApi(useStaffKey(apiKey('/staff/workload', { query: { weekOf } })), { keepPreviousData: true });
}

export function useJobTemplates() {
  return useApi(useStaffKey(apiKey('/staff/job-templates')));
}

/** PATCH /api/staff/jobs/:id: stage, assignee, due date, PRN (with done) or a note. */
export function updateJob(id: number, change: JobChange): Promise<JobDetail> {
  return api.patch('/staff/jobs/{id}', { params: { path: { id } }, body: change });
}

/** POST /api/staff/jobs/:id/checklist/:itemId/complete */
export function completeChecklistItem(id: number, itemId: number): Promise<JobDetail> {
  return api.post('/staff/jobs/{id}/checklist/{itemId}/complete', { params: { path: { id, itemId } } });
}

export function createTemplate(input: JobTemplateInput): Promise<JobTemplate> {
  return api.post('/staff/job-templates', { body: input });
}

export function updateTemplate(id: number, input: Partial<JobTemplateInput>): Promise<JobTemplate> {
  return api.patch('/staff/job-templates/{id}', { params: { path: { id } }, body: input });
}

/** GET /api/work: the current business's jobs as the client sees them. */
export function useClientWork() {
  return useApi(apiKey('/work'));
}
