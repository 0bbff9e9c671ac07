import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';
import { usePollingInterval } from '../lib/use-polling-interval';

/* Shapes of the API's answers, generated from the backend's DTOs (npm run api:types). */
export type ConversationStatus = Schema<'ConversationStatus'>;
export type AuthorSide = Schema<'MessageAuthorSide'>;
export type StaffRole = Schema<'StaffRole'>;
export type MessageAuthor = Schema<'MessageAuthorDto'>;
export type MessageAttachment = Schema<'MessageAttachmentDto'>;
/** A message; only staff answers carry `internal`. */
export type Message = Schema<'MessageDto'> & { internal?: boolean };
export type ConversationSummary = Schema<'ConversationSummaryDto'>;
export type ConversationDetail = Schema<'ConversationDetailDto'>;
export type UnreadCount = Schema<'UnreadCountDto'>;
export type ConversationPage = Schema<'ConversationPageDto'>;

/** Text and optional files of a new message; with files, category says how they are filed. */
export interface MessageInput {
  body: string;
  files?: File[];
  category?: string;
}

export const CONVERSATIONS_PATH = '/api/conversations';
export const UNREAD_PATH = `${CONVERSATIONS_PATH}/unread-count`;

/** JSON without files, multipart with them (the files go in the repeated "files" field). */
export function messageRequestBody(fields: Record<string, string | boolean | undefined>, files: File[] = []) {
  if (files.length === 0) return { json: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const file of files) form.append('files', file, file.name);
  return { formData: form };
}

/** Conversations a page of the client's list shows. */
export const CONVERSATIONS_PAGE_SIZE = 25;

export function listKey(q: string, offset = 0): string {
  const params = new URLSearchParams({ limit: String(CONVERSATIONS_PAGE_SIZE), offset: String(offset) });
  if (q) params.set('q', q);
  return `${CONVERSATIONS_PATH}?${params.toString()}`;
}

/** GET /api/conversations, a page of it: polled while the screen is open and the tab visible. */
export function useConversations(q: string, offset = 0) {
  const refreshInterval = usePollingInterval();
  return useSWR<ConversationPage>(listKey(q, offset), { refreshInterval, keepPreviousData: true });
}

/** GET /api/conversations/unread-count: the badge in the navigation and on the overview. */
export function useUnreadCount() {
  const refreshInterval = usePollingInterval();
  return useSWR<UnreadCount>(UNREAD_PATH, { refreshInterval });
}

export function useConversation(id: number | null) {
  const refreshInterval = usePollingInterval();
  return useSWR<ConversationDetail>(id === null ? null : `${CONVERSATIONS_PATH}/${id}`, { refreshInterval });
}

/** Refreshes every client messages key (list, conversation, unread count) after a change. */
export function useRevalidateMessages(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => typeof key === 'string' && key.startsWith(CONVERSATIONS_PATH));
  }, [mutate]);
}

/** POST /api/conversations */
export function startConversation(subject: string, input: MessageInput): Promise<ConversationDetail> {
  return apiRequest<ConversationDetail>(CONVERSATIONS_PATH, {
    method: 'POST',
    ...messageRequestBody({ subject, body: input.body, category: input.category }, input.files),
  });
}

/** POST /api/conversations/:id/messages */
export function postMessage(id: number, input: MessageInput): Promise<Message> {
  return apiRequest<Message>(`${CONVERSATIONS_PATH}/${id}/messages`, {
    method: 'POST',
    ...messageRequestBody({ body: input.body, category: input.category }, input.files),
  });
}

/** POST /api/conversations/:id/read */
export function markConversationRead(id: number): Promise<UnreadCount> {
  return apiRequest<UnreadCount>(`${CONVERSATIONS_PATH}/${id}/read`, { method: 'POST' });
}
