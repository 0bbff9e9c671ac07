import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { StaffRole } from '../lib/staff-access';
import type { ClientAssignment } from './get-client';
import { STAFF_API, useStaffKey } from './staff-keys';

export const TEAM_PATH = `${STAFF_API}/team`;
export const ASSIGNMENTS_PATH = `${STAFF_API}/assignments`;

/** GET /api/staff/team (admins only). */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: StaffRole;
  isActive: boolean;
  assignedClients: number;
  lastLogin: string | null;
  createdAt: string;
}

export function useTeam(enabled: boolean) {
  return useSWR<StaffMember[]>(useStaffKey(enabled ? TEAM_PATH : null));
}

export interface NewStaffMember {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
  firstName: string | null;
  lastName: string | null;
}

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

/** GET /api/staff/assignments: active ones, newest first. */
export function useAssignments(enabled: boolean) {
  return useSWR<ClientAssignment[]>(useStaffKey(enabled ? ASSIGNMENTS_PATH : null));
}

/** POST /api/staff/assignments */
export function createAssignment(body: { clientId: number; accountantId: number; notes: string | null }): Promise<ClientAssignment> {
  return apiRequest<ClientAssignment>(ASSIGNMENTS_PATH, { method: 'POST', json: body });
}

/** DELETE /api/staff/assignments/:id: ends it (kept as history). */
export function endAssignment(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${ASSIGNMENTS_PATH}/${id}`, { method: 'DELETE' });
}
