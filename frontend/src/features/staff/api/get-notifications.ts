import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_API, useStaffKey, withQuery, type Page } from './staff-keys';

export const NOTIFICATIONS_PATH = `${STAFF_API}/notifications`;

/** GET /api/staff/notifications: newest first. */
export interface StaffNotification {
  id: number;
  title: string;
  message: string;
  type: 'enquiry' | 'document_uploaded' | 'request_fulfilled' | string;
  /** client | waitlist_submission | contact_submission */
  relatedTo: string | null;
  relatedId: number | null;
  isShared: boolean;
  isRead: boolean;
  createdAt: string;
}

export interface NotificationPage extends Page<StaffNotification> {
  unreadCount: number;
}

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
export function markAllNotificationsRead(): Promise<{ updated: number; unreadCount: number }> {
  return apiRequest<{ updated: number; unreadCount: number }>(`${NOTIFICATIONS_PATH}/read-all`, { method: 'PATCH' });
}
