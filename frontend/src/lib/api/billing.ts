import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, apiKey, apiUrl, useApi } from './client';
import type { Schema } from './types';
import { useUserKey } from '../../stores/session-store';
import { SUBSCRIPTIONS_KEY } from './subscriptions';

export type Invoice = Schema<'InvoiceResponseDto'>;
export type InvoiceDetail = Schema<'InvoiceDetailResponseDto'>;
export type InvoiceStatus = Invoice['status'];
export type PurchaseResponse = Schema<'PurchaseResponseDto'>;
export type PayfastForm = Schema<'PayfastFormResponseDto'>;

export const INVOICES_KEY = apiKey('/invoices');
export const invoicePdfUrl = (id: number): string => apiUrl('get', '/invoices/{id}/pdf', { path: { id } });

export function useInvoices() {
  return useApi(useUserKey(INVOICES_KEY));
}

export function useInvoice(id: number | null) {
  const key = useUserKey(apiKey('/invoices/{id}', { path: { id: id ?? 0 } }));
  return useApi(id === null ? null : key);
}

/**
 * POST /api/subscriptions: a subscription waiting for the signature of its engagement letter (no
 * invoice until it is signed, docs/engagement-letters.md).
 */
export function useSubscribe(): (serviceId: number) => Promise<PurchaseResponse> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (serviceId) => {
      const created = await api.post('/subscriptions', { body: { serviceId, acceptTerms: true } });
      await Promise.all([mutate(SUBSCRIPTIONS_KEY), mutate(apiKey('/engagement-letters'))]);
      return created;
    },
    [mutate],
  );
}

export function uploadProofOfPayment(invoiceId: number, file: File): Promise<Invoice> {
  const formData = new FormData();
  formData.append('file', file);
  return api.upload('/invoices/{id}/proof-of-payment', formData, { path: { id: invoiceId } });
}

export function payfastForm(invoiceId: number): Promise<PayfastForm> {
  return api.get('/invoices/{id}/payfast', { params: { path: { id: invoiceId } } });
}
