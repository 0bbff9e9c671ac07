import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

export const SUBSCRIPTIONS_KEY = '/api/subscriptions';
export const SERVICES_KEY = '/api/services';

export type SubscriptionStatus = 'active' | 'canceled' | 'expired' | 'pending';

/** A package as GET /api/services and each subscription carry it. */
export interface ServicePackage {
  id: number;
  title: string;
  description: string;
  /** Monthly, in rand. */
  price: number;
  features: string[];
  packageType: string;
}

/** GET /api/subscriptions: the user's subscriptions with their package, newest first. */
export interface Subscription {
  id: number;
  serviceId: number;
  status: SubscriptionStatus;
  /** Billing reference; null means manual billing. */
  stripeSubscriptionId: string | null;
  startDate: string;
  /** For a canceled subscription: access ends then. */
  endDate: string | null;
  renewalDate: string | null;
  autoRenew: boolean;
  createdAt: string;
  updatedAt: string;
  service: ServicePackage;
}

export function useSubscriptions() {
  return useSWR<Subscription[]>(useUserKey(SUBSCRIPTIONS_KEY));
}

/** The package list is public, but this screen only asks for it with a user, like every dashboard query. */
export function useServices() {
  return useSWR<ServicePackage[]>(useUserKey(SERVICES_KEY));
}
