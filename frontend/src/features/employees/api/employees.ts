import useSWR from 'swr';
import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';

export const EMPLOYEES_KEY = '/api/employees';

/** GET /api/employees: active employees first, then by last name. */
export type Employee = Schema<'EmployeeResponseDto'>;

export function useEmployees() {
  return useSWR<Employee[]>(useUserKey(EMPLOYEES_KEY));
}
