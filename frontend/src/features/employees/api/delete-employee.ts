import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { EMPLOYEES_KEY } from './employees';
import type { Schema } from '../../../lib/api/types';
import { api, fetchKey } from '../../../lib/api/client';

export function deleteEmployee(id: number): Promise<Schema<'EmployeeRemovedDto'>> {
  return api.delete('/employees/{id}', { params: { path: { id } } });
}

/** DELETE /api/employees/:id, then the list is fetched again into the cache. */
export function useDeleteEmployee(): (id: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      await deleteEmployee(id);
      await mutate(EMPLOYEES_KEY, fetchKey(EMPLOYEES_KEY), { revalidate: false });
    },
    [mutate],
  );
}
