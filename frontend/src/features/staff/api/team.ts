import type { StaffRole } from '../../../lib/staff-access';
import type { ClientAssignment } from './get-client';
import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { api, apiKey, useApi } from '../../../lib/api/client';

const TEAM_KEY = apiKey('/staff/team');
const ASSIGNMENTS_KEY = apiKey('/staff/assignments');

/** GET /api/staff/team (admins only). */
export type StaffMember = Schema<'StaffMemberResponseDto'>;

export function useTeam(enabled: boolean) {
  return useApi(useStaffKey(enabled ? TEAM_KEY : null));
}

export type NewStaffMember = Schema<'CreateStaffMemberDto'>;

/** POST /api/staff/team */
export function createStaffMember(body: NewStaffMember): Promise<StaffMember> {
  return api.post('/staff/team', { body });
}

/** PATCH /api/staff/team/:id */
export function changeStaffRole(id: number, role: StaffRole): Promise<StaffMember> {
  return api.patch('/staff/team/{id}', { params: { path: { id } }, body: { role } });
}

/** POST /api/staff/team/:id/deactivate or /reactivate */
export function setStaffActive(id: number, active: boolean): Promise<StaffMember> {
  const params = { params: { path: { id } } };
  return active ? api.post('/staff/team/{id}/reactivate', params) : api.post('/staff/team/{id}/deactivate', params);
}

/**
 * POST /api/staff/team/:id/two-factor/reset: their authenticator, recovery codes and passkeys go
 * and they are signed out; set-up is due at their next sign-in (a lost phone).
 */
export function resetStaffTwoFactor(id: number): Promise<Schema<'SecurityMessageDto'>> {
  return api.post('/staff/team/{id}/two-factor/reset', { params: { path: { id } } });
}

/** GET /api/staff/assignments: active ones, newest first. */
export function useAssignments(enabled: boolean) {
  return useApi(useStaffKey(enabled ? ASSIGNMENTS_KEY : null));
}

/** POST /api/staff/assignments */
export function createAssignment(body: Schema<'CreateAssignmentDto'>): Promise<ClientAssignment> {
  return api.post('/staff/assignments', { body });
}

/** DELETE /api/staff/assignments/:id: ends it (kept as history). */
export function endAssignment(id: number): Promise<Schema<'StaffMessageResponseDto'>> {
  return api.delete('/staff/assignments/{id}', { params: { path: { id } } });
}
