import type { Schema } from '../../../lib/api/types';
import { useStaffKey } from '../../../lib/staff-keys';
import { usePollingInterval } from '../lib/use-polling-interval';
import { messageCategory, messageForm, type ConversationStatus, type Message, type MessageInput } from './conversations';
import { api, apiKey, useApi } from '../../../lib/api/client';

export type InboxFilter = Schema<'InboxFilter'>;
export type StaffConversationSummary = Schema<'StaffConversationSummaryDto'>;
export type StaffConversationDetail = Schema<'StaffConversationDetailDto'>;
export type StaffConversationPage = Schema<'StaffConversationPageDto'>;

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
  const key = apiKey('/staff/conversations', {
    query: {
      filter: query.filter,
      q: query.q,
      mine: query.mine ? true : undefined,
      clientId: query.clientId,
      offset: query.offset || undefined,
      limit: query.limit,
    },
  });
  return useApi(useStaffKey(key), { refreshInterval });
}

/**
 * GET /api/staff/conversations/unread-count: the count on the staff menu's Messages item, polled
 * like the inbox; reading a conversation refreshes every staff key (useRevalidateStaff), this one too.
 */
export function useStaffUnreadCount() {
  const refreshInterval = usePollingInterval();
  return useApi(useStaffKey(apiKey('/staff/conversations/unread-count')), { refreshInterval });
}

export function useStaffConversation(id: number | null) {
  const refreshInterval = usePollingInterval();
  return useApi(useStaffKey(id === null ? null : apiKey('/staff/conversations/{id}', { path: { id } })), { refreshInterval });
}

/** POST /api/staff/conversations/:id/messages: a reply, or with internal an internal note. */
export function staffPostMessage(id: number, input: MessageInput & { internal: boolean }): Promise<Message> {
  const fields = { body: input.body, internal: input.internal, category: messageCategory(input.category) };
  const params = { path: { id } };
  if (input.files?.length) return api.upload('/staff/conversations/{id}/messages', messageForm(fields, input.files), params);
  return api.post('/staff/conversations/{id}/messages', { params, body: fields });
}

/** PATCH /api/staff/conversations/:id */
export function updateConversation(
  id: number,
  changes: { assigneeId?: number | null; status?: ConversationStatus },
): Promise<StaffConversationDetail> {
  return api.patch('/staff/conversations/{id}', { params: { path: { id } }, body: changes });
}

/** POST /api/staff/conversations/:id/read */
export function staffMarkRead(id: number): Promise<StaffConversationDetail> {
  return api.post('/staff/conversations/{id}/read', { params: { path: { id } } });
}

/** POST /api/staff/clients/:clientId/conversations */
export function startClientConversation(clientId: number, subject: string, input: MessageInput): Promise<StaffConversationDetail> {
  // JSON only: this route takes no files (the client tab's composer offers no attachments).
  return api.post('/staff/clients/{clientId}/conversations', {
    params: { path: { clientId } },
    body: { subject, body: input.body, category: messageCategory(input.category) },
  });
}
