import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

export const EMPLOYEES_KEY = '/api/employees';

/** GET /api/employees: active employees first, then by last name. */
export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  employeeId: string | null;
  taxNumber: string | null;
  /** Monthly, in rand. */
  salaryAmount: number | null;
  /** yyyy-MM-dd */
  startDate: string | null;
  /** yyyy-MM-dd, null while employed. */
  endDate: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export function useEmployees() {
  return useSWR<Employee[]>(useUserKey(EMPLOYEES_KEY));
}
