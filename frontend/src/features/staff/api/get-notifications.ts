import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_API, useStaffKey, withQuery } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

export const NOTIFICATIONS_PATH = `${STAFF_API}/notifications`;

/** GET /api/staff/notifications: newest first. */
export type StaffNotification = Schema<'NotificationResponseDto'>;
export type NotificationPage = Schema<'NotificationPageResponseDto'>;

export function notificationsKey(options: { unread?: boolean; limit?: number; offset?: number } = {}): string {
  return withQuery(NOTIFICATIONS_PATH, {
    unread: options.unread ? true : undefined,
    limit: options.limit,
    offset: options.offset || undefined,
  });
}

export function useNotifications(
  options: { unread?: boolean; limit?: number; offset?: number } = {},
  config: { refreshInterval?: number } = {},
) {
  return useSWR<NotificationPage>(useStaffKey(notificationsKey(options)), { keepPreviousData: true, ...config });
}

/** PATCH /api/staff/notifications/:id/read */
export function markNotificationRead(id: number): Promise<StaffNotification> {
  return apiRequest<StaffNotification>(`${NOTIFICATIONS_PATH}/${id}/read`, { method: 'PATCH' });
}

/** PATCH /api/staff/notifications/read-all */
export function markAllNotificationsRead(): Promise<Schema<'MarkAllReadResponseDto'>> {
  return apiRequest<Schema<'MarkAllReadResponseDto'>>(`${NOTIFICATIONS_PATH}/read-all`, { method: 'PATCH' });
}
