import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../api-client';
import type { Schema } from './types';
import { useUserKey } from '../../stores/session-store';
import { SUBSCRIPTIONS_KEY } from './subscriptions';

export type Invoice = Schema<'InvoiceResponseDto'>;
export type InvoiceDetail = Schema<'InvoiceDetailResponseDto'>;
export type InvoiceStatus = Invoice['status'];
export type CreateSubscriptionResponse = Schema<'CreateSubscriptionResponseDto'>;
export type PayfastForm = Schema<'PayfastFormResponseDto'>;

export const INVOICES_KEY = '/api/invoices';
export const invoicePdfUrl = (id: number): string => `${INVOICES_KEY}/${id}/pdf`;

export function useInvoices() {
  return useSWR<Invoice[]>(useUserKey(INVOICES_KEY));
}

export function useInvoice(id: number | null) {
  const key = useUserKey(`${INVOICES_KEY}/${id ?? 0}`);
  return useSWR<InvoiceDetail>(id === null ? null : key);
}

/** POST /api/subscriptions: a pending subscription and its first invoice; every billing list changes. */
export function useSubscribe(): (serviceId: number) => Promise<CreateSubscriptionResponse> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (serviceId) => {
      const created = await apiRequest<CreateSubscriptionResponse>(SUBSCRIPTIONS_KEY, { json: { serviceId, acceptTerms: true } });
      await Promise.all([mutate(SUBSCRIPTIONS_KEY), mutate(INVOICES_KEY), mutate('/api/payments')]);
      return created;
    },
    [mutate],
  );
}

export function uploadProofOfPayment(invoiceId: number, file: File): Promise<Invoice> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<Invoice>(`${INVOICES_KEY}/${invoiceId}/proof-of-payment`, { formData });
}

export function payfastForm(invoiceId: number): Promise<PayfastForm> {
  return apiRequest<PayfastForm>(`${INVOICES_KEY}/${invoiceId}/payfast`);
}
