import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export const EMPLOYEES_KEY = apiKey('/employees');

/** GET /api/employees: active employees first, then by last name. */
export type Employee = Schema<'EmployeeResponseDto'>;

export function useEmployees() {
  return useApi(useUserKey(EMPLOYEES_KEY));
}
