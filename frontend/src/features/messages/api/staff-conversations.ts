import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';
import { STAFF_API, useStaffKey, withQuery } from '../../../lib/staff-keys';
import { usePollingInterval } from '../lib/use-polling-interval';
import { messageRequestBody, type ConversationStatus, type Message, type MessageInput } from './conversations';

export type InboxFilter = Schema<'InboxFilter'>;
export type StaffConversationSummary = Schema<'StaffConversationSummaryDto'>;
export type StaffConversationDetail = Schema<'StaffConversationDetailDto'>;
export type StaffConversationPage = Schema<'StaffConversationPageDto'>;

export const STAFF_CONVERSATIONS_PATH = `${STAFF_API}/conversations`;

export interface InboxQuery {
  filter: InboxFilter;
  q?: string;
  mine?: boolean;
  clientId?: number;
  offset?: number;
  limit?: number;
}

/** GET /api/staff/conversations, polled while the inbox is open and the tab visible. */
export function useStaffInbox(query: InboxQuery) {
  const refreshInterval = usePollingInterval();
  const key = withQuery(STAFF_CONVERSATIONS_PATH, {
    filter: query.filter,
    q: query.q,
    mine: query.mine ? true : undefined,
    clientId: query.clientId,
    offset: query.offset || undefined,
    limit: query.limit,
  });
  return useSWR<StaffConversationPage>(useStaffKey(key), { refreshInterval });
}

export function useStaffConversation(id: number | null) {
  const refreshInterval = usePollingInterval();
  return useSWR<StaffConversationDetail>(useStaffKey(id === null ? null : `${STAFF_CONVERSATIONS_PATH}/${id}`), { refreshInterval });
}

/** POST /api/staff/conversations/:id/messages: a reply, or with internal an internal note. */
export function staffPostMessage(id: number, input: MessageInput & { internal: boolean }): Promise<Message> {
  return apiRequest<Message>(`${STAFF_CONVERSATIONS_PATH}/${id}/messages`, {
    method: 'POST',
    ...messageRequestBody({ body: input.body, internal: input.internal, category: input.category }, input.files),
  });
}

/** PATCH /api/staff/conversations/:id */
export function updateConversation(
  id: number,
  changes: { assigneeId?: number | null; status?: ConversationStatus },
): Promise<StaffConversationDetail> {
  return apiRequest<StaffConversationDetail>(`${STAFF_CONVERSATIONS_PATH}/${id}`, { method: 'PATCH', json: changes });
}

/** POST /api/staff/conversations/:id/read */
export function staffMarkRead(id: number): Promise<StaffConversationDetail> {
  return apiRequest<StaffConversationDetail>(`${STAFF_CONVERSATIONS_PATH}/${id}/read`, { method: 'POST' });
}

/** POST /api/staff/clients/:clientId/conversations */
export function startClientConversation(clientId: number, subject: string, input: MessageInput): Promise<StaffConversationDetail> {
  return apiRequest<StaffConversationDetail>(`${STAFF_API}/clients/${clientId}/conversations`, {
    method: 'POST',
    ...messageRequestBody({ subject, body: input.body, category: input.category }, input.files),
  });
}
