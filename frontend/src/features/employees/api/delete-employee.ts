import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { EMPLOYEES_KEY, type Employee } from './employees';

export function deleteEmployee(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${EMPLOYEES_KEY}/${id}`, { method: 'DELETE' });
}

/** DELETE /api/employees/:id; the row leaves the cached list at once, then the list is refetched. */
export function useDeleteEmployee(): (id: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      await deleteEmployee(id);
      await mutate(EMPLOYEES_KEY, (list: Employee[] | undefined) => list?.filter((e) => e.id !== id), { revalidate: true });
    },
    [mutate],
  );
}
