import type { Schema } from '../../../lib/api/types';
import { useStaffKey } from '../../../lib/staff-keys';
import { api, apiKey, apiUrl, useApi } from '../../../lib/api/client';

export type StaffInvoice = Schema<'StaffInvoiceResponseDto'>;
export type CreditNote = Schema<'CreditNoteResponseDto'>;
export type BillingOverview = Schema<'BillingOverviewResponseDto'>;

export function useClientInvoices(clientId: number) {
  return useApi(useStaffKey(apiKey('/staff/clients/{clientId}/invoices', { path: { clientId } })));
}

export function useBillingOverview() {
  return useApi(useStaffKey(apiKey('/staff/billing/overview')));
}

export const staffInvoicePdfUrl = (id: number): string => apiUrl('get', '/staff/invoices/{id}/pdf', { path: { id } });
export const staffProofUrl = (id: number): string => apiUrl('get', '/staff/invoices/{id}/proof-of-payment', { path: { id } });

export function markInvoicePaid(id: number, reference: string, paidOn: string): Promise<StaffInvoice> {
  return api.post('/staff/invoices/{id}/mark-paid', { params: { path: { id } }, body: { reference, paidOn } });
}

export function voidInvoice(id: number): Promise<StaffInvoice> {
  return api.post('/staff/invoices/{id}/void', { params: { path: { id } } });
}

export function refundInvoice(id: number, reason: string, amount: number): Promise<CreditNote> {
  return api.post('/staff/invoices/{id}/refund', { params: { path: { id } }, body: { reason, amount } });
}
