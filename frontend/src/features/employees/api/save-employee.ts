import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EmployeePayload } from '../lib/employee-schema';
import { EMPLOYEES_KEY, type Employee } from './employees';
import { api, fetchKey } from '../../../lib/api/client';

export function createEmployee(payload: EmployeePayload): Promise<Employee> {
  return api.post('/employees', { body: payload });
}

export function updateEmployee(id: number, payload: EmployeePayload): Promise<Employee> {
  return api.patch('/employees/{id}', { params: { path: { id } }, body: payload });
}

/** POST /api/employees or PATCH /api/employees/:id, then refresh the employee list. */
export function useSaveEmployee(): (id: number | null, payload: EmployeePayload) => Promise<Employee> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id, payload) => {
      const saved = id === null ? await createEmployee(payload) : await updateEmployee(id, payload);
      // Fetched into the cache even when no list is on screen (the overview reads it too).
      await mutate(EMPLOYEES_KEY, fetchKey(EMPLOYEES_KEY), { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
