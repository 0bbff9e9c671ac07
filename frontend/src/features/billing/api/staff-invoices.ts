import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';
import { STAFF_API, useStaffKey } from '../../../lib/staff-keys';

export type StaffInvoice = Schema<'StaffInvoiceResponseDto'>;
export type CreditNote = Schema<'CreditNoteResponseDto'>;
export type BillingOverview = Schema<'BillingOverviewResponseDto'>;

export function useClientInvoices(clientId: number) {
  return useSWR<StaffInvoice[]>(useStaffKey(`${STAFF_API}/clients/${clientId}/invoices`));
}

export function useBillingOverview() {
  return useSWR<BillingOverview>(useStaffKey(`${STAFF_API}/billing/overview`));
}

export const staffInvoicePdfUrl = (id: number): string => `${STAFF_API}/invoices/${id}/pdf`;
export const staffProofUrl = (id: number): string => `${STAFF_API}/invoices/${id}/proof-of-payment`;

export function markInvoicePaid(id: number, reference: string, paidOn: string): Promise<StaffInvoice> {
  return apiRequest<StaffInvoice>(`${STAFF_API}/invoices/${id}/mark-paid`, { json: { reference, paidOn } });
}

export function voidInvoice(id: number): Promise<StaffInvoice> {
  return apiRequest<StaffInvoice>(`${STAFF_API}/invoices/${id}/void`, { method: 'POST' });
}

export function refundInvoice(id: number, reason: string, amount: number): Promise<CreditNote> {
  return apiRequest<CreditNote>(`${STAFF_API}/invoices/${id}/refund`, { json: { reason, amount } });
}
