import useSWR from 'swr';
import { apiRequest, swrFetcher } from '../api-client';
import type { Schema } from './types';

export type NotificationPreferences = Schema<'NotificationPreferencesDto'>;
export type NotificationPreferencesUpdate = Schema<'UpdateNotificationPreferencesDto'>;

export const PREFERENCES_PATH = '/api/user/notification-preferences';

export function useNotificationPreferences() {
  return useSWR<NotificationPreferences>(PREFERENCES_PATH, swrFetcher);
}

export function updateNotificationPreferences(changes: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>(PREFERENCES_PATH, { method: 'PATCH', json: changes });
}
