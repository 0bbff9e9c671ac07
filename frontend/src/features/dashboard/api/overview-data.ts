import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

/**
 * The overview reads four lists the other screens own. It uses the same SWR keys (the API paths),
 * so it shares their cache and their revalidation; the types name only the fields it shows.
 */
export interface OverviewSubscription {
  id: number;
  status: 'active' | 'canceled' | 'expired' | 'pending';
  startDate: string;
  renewalDate: string | null;
  autoRenew: boolean;
  service: { title: string; packageType: string };
}

export interface OverviewDocument {
  id: number;
  status: 'pending' | 'approved' | 'rejected' | 'needs_revision';
}

export interface OverviewRequest {
  id: number;
  documentType: string;
  description: string | null;
  dueDate: string | null;
  status: 'pending' | 'overdue' | 'completed';
}

export interface OverviewPayment {
  id: number;
  amount: number;
  currency: string;
  paymentDate: string;
}

export interface OverviewEmployee {
  id: number;
  isActive: boolean;
}

export function useOverviewData() {
  const subscriptions = useSWR<OverviewSubscription[]>(useUserKey('/api/subscriptions'));
  const documents = useSWR<OverviewDocument[]>(useUserKey('/api/documents'));
  const requests = useSWR<OverviewRequest[]>(useUserKey('/api/document-requests'));
  const payments = useSWR<OverviewPayment[]>(useUserKey('/api/payments'));
  const employees = useSWR<OverviewEmployee[]>(useUserKey('/api/employees'));
  return { subscriptions, documents, requests, payments, employees };
}
