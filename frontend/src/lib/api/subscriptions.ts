import { apiKey, useApi } from './client';
import { useUserKey } from '../../stores/session-store';
import type { Schema } from './types';

export const SUBSCRIPTIONS_KEY = apiKey('/subscriptions');
export const SERVICES_KEY = apiKey('/services');

export type SubscriptionStatus = Schema<'SubscriptionStatus'>;

/** A package as GET /api/services and each subscription carry it. */
export type ServicePackage = Schema<'ServiceResponseDto'>;

/** GET /api/subscriptions: the user's subscriptions with their package, newest first. */
export type Subscription = Schema<'SubscriptionResponseDto'>;

export function useSubscriptions() {
  return useApi(useUserKey(SUBSCRIPTIONS_KEY));
}

/** The package list is public, but this screen only asks for it with a user, like every dashboard query. */
export function useServices() {
  return useApi(useUserKey(SERVICES_KEY));
}
