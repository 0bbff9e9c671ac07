import { compareDates } from '@table-bay/shared';
import { useCallback } from 'react';
import type { Schema } from '../../../../lib/api/types';
import { api, apiKey, useApi } from '../../../../lib/api/client';
import { PAGE_SIZE, useRevalidateStaff, useStaffKey } from '../../../../lib/staff-keys';
import type { ObligationStatus, ObligationType } from '../../../../content/compliance';

/** One row of the firm-wide tax calendar: an obligation with its client. */
export type StaffObligation = Schema<'StaffObligationDto'>;
export type StaffObligationUpdate = Schema<'StaffUpdateObligationDto'>;

/** The staff tax calendar's filters; months as yyyy-MM (the window runs from the first day of `from` to the last of `to`). */
export interface StaffObligationQuery {
  clientId: number | null;
  type: ObligationType | '';
  status: ObligationStatus | '';
  overdueOnly: boolean;
  fromMonth: string;
  toMonth: string;
  offset: number;
}

/** The last day of a yyyy-MM month. */
export function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The query string of a filter: empty filters left out; a window only when both months are set and in order. */
export function staffObligationsParams(q: StaffObligationQuery) {
  const window = q.fromMonth && q.toMonth && q.fromMonth <= q.toMonth ? { from: `${q.fromMonth}-01`, to: lastDayOfMonth(q.toMonth) } : {};
  return {
    ...window,
    clientId: q.clientId ?? undefined,
    type: q.type || undefined,
    status: q.status || undefined,
    overdue: q.overdueOnly || undefined,
    limit: PAGE_SIZE,
    offset: q.offset || undefined,
  };
}

/** GET /api/staff/compliance: the obligations of the clients in scope, earliest due first, paged. */
export function useStaffObligations(q: StaffObligationQuery) {
  return useApi(useStaffKey(apiKey('/staff/compliance', { query: staffObligationsParams(q) })), { keepPreviousData: true });
}

/** PATCH /api/staff/compliance/:id, then every staff list fetched again (the row, the client's tab). */
export function useUpdateObligation() {
  const revalidate = useRevalidateStaff();
  return useCallback(
    async (id: number, body: StaffObligationUpdate) => {
      const updated = await api.patch('/staff/compliance/{id}', { params: { path: { id } }, body });
      await revalidate();
      return updated;
    },
    [revalidate],
  );
}

/** A document that can prove an obligation: the client's uploads and what the firm published to them. */
export interface ProofChoice {
  id: number;
  fileName: string;
  date: string;
  source: 'client' | 'firm';
}

/**
 * The client's documents to choose proof from, newest first: its archive (from the client page's
 * data) and the documents the firm published to it. Null while either is loading.
 */
export function useProofChoices(clientId: number | null): ProofChoice[] | null {
  const detail = useApi(useStaffKey(clientId === null ? null : apiKey('/staff/clients/{clientId}', { path: { clientId } })));
  const firm = useApi(useStaffKey(clientId === null ? null : apiKey('/staff/clients/{clientId}/firm-documents', { path: { clientId } })));
  if (!detail.data || !firm.data) return null;
  return [
    ...detail.data.documents.map((d) => ({ id: d.id, fileName: d.fileName, date: d.uploadedAt, source: 'client' as const })),
    ...firm.data.map((d) => ({ id: d.id, fileName: d.fileName, date: d.publishedAt, source: 'firm' as const })),
  ].sort((a, b) => compareDates(b.date, a.date) || b.id - a.id);
}
