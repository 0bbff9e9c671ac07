import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, swrFetcher } from '../../../lib/api-client';
import { EMPLOYEES_KEY } from './employees';
import type { Schema } from '../../../lib/api/types';

export function deleteEmployee(id: number): Promise<Schema<'EmployeeRemovedDto'>> {
  return apiRequest<Schema<'EmployeeRemovedDto'>>(`${EMPLOYEES_KEY}/${id}`, { method: 'DELETE' });
}

/** DELETE /api/employees/:id, then the list is fetched again into the cache. */
export function useDeleteEmployee(): (id: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      await deleteEmployee(id);
      await mutate(EMPLOYEES_KEY, swrFetcher(EMPLOYEES_KEY), { revalidate: false });
    },
    [mutate],
  );
}
