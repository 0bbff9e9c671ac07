import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { StaffRole } from '../../../lib/staff-access';
import type { ClientAssignment } from './get-client';
import { STAFF_API, useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

export const TEAM_PATH = `${STAFF_API}/team`;
export const ASSIGNMENTS_PATH = `${STAFF_API}/assignments`;

/** GET /api/staff/team (admins only). */
export type StaffMember = Schema<'StaffMemberResponseDto'>;

export function useTeam(enabled: boolean) {
  return useSWR<StaffMember[]>(useStaffKey(enabled ? TEAM_PATH : null));
}

export type NewStaffMember = Schema<'CreateStaffMemberDto'>;

/** POST /api/staff/team */
export function createStaffMember(body: NewStaffMember): Promise<StaffMember> {
  return apiRequest<StaffMember>(TEAM_PATH, { method: 'POST', json: body });
}

/** PATCH /api/staff/team/:id */
export function changeStaffRole(id: number, role: StaffRole): Promise<StaffMember> {
  return apiRequest<StaffMember>(`${TEAM_PATH}/${id}`, { method: 'PATCH', json: { role } });
}

/** POST /api/staff/team/:id/deactivate or /reactivate */
export function setStaffActive(id: number, active: boolean): Promise<StaffMember> {
  return apiRequest<StaffMember>(`${TEAM_PATH}/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });
}

/**
 * POST /api/staff/team/:id/two-factor/reset: their authenticator, recovery codes and passkeys go
 * and they are signed out; set-up is due at their next sign-in (a lost phone).
 */
export function resetStaffTwoFactor(id: number): Promise<Schema<'SecurityMessageDto'>> {
  return apiRequest<Schema<'SecurityMessageDto'>>(`${TEAM_PATH}/${id}/two-factor/reset`, { method: 'POST' });
}

/** GET /api/staff/assignments: active ones, newest first. */
export function useAssignments(enabled: boolean) {
  return useSWR<ClientAssignment[]>(useStaffKey(enabled ? ASSIGNMENTS_PATH : null));
}

/** POST /api/staff/assignments */
export function createAssignment(body: Schema<'CreateAssignmentDto'>): Promise<ClientAssignment> {
  return apiRequest<ClientAssignment>(ASSIGNMENTS_PATH, { method: 'POST', json: body });
}

/** DELETE /api/staff/assignments/:id: ends it (kept as history). */
export function endAssignment(id: number): Promise<Schema<'StaffMessageResponseDto'>> {
  return apiRequest<Schema<'StaffMessageResponseDto'>>(`${ASSIGNMENTS_PATH}/${id}`, { method: 'DELETE' });
}
