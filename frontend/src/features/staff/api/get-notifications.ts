import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { api, apiKey, useApi } from '../../../lib/api/client';

/** GET /api/staff/notifications: newest first. */
export type StaffNotification = Schema<'NotificationResponseDto'>;
export type NotificationPage = Schema<'NotificationPageResponseDto'>;

export function notificationsKey(options: { unread?: boolean; limit?: number; offset?: number } = {}) {
  return apiKey('/staff/notifications', {
    query: {
      unread: options.unread ? true : undefined,
      limit: options.limit,
      offset: options.offset || undefined,
    },
  });
}

export function useNotifications(
  options: { unread?: boolean; limit?: number; offset?: number } = {},
  config: { refreshInterval?: number } = {},
) {
  return useApi(useStaffKey(notificationsKey(options)), { keepPreviousData: true, ...config });
}

/** PATCH /api/staff/notifications/:id/read */
export function markNotificationRead(id: number): Promise<StaffNotification> {
  return api.patch('/staff/notifications/{id}/read', { params: { path: { id } } });
}

/** PATCH /api/staff/notifications/read-all */
export function markAllNotificationsRead(): Promise<Schema<'MarkAllReadResponseDto'>> {
  return api.patch('/staff/notifications/read-all');
}
