import { api, apiKey, useApi } from './client';
import type { Schema } from './types';

export type NotificationPreferences = Schema<'NotificationPreferencesDto'>;
export type NotificationPreferencesUpdate = Schema<'UpdateNotificationPreferencesDto'>;

export const PREFERENCES_PATH = apiKey('/user/notification-preferences');

export function useNotificationPreferences() {
  return useApi(PREFERENCES_PATH);
}

export function updateNotificationPreferences(changes: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return api.patch('/user/notification-preferences', { body: changes });
}
