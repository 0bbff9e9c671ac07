import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Schema } from '../../../lib/api/types';
import { usePollingInterval } from '../lib/use-polling-interval';
import { api, apiKey, apiKeyPrefix, useApi } from '../../../lib/api/client';

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

/** The filing categories the message routes accept (the document categories). */
type MessageCategory = NonNullable<Schema<'PostMessageDto'>['category']>;

/**
 * The category as the composer's select holds it: one of the document categories it lists
 * (content/dashboard-labels.ts); a value outside them is the server's validator's to refuse.
 */
export const messageCategory = (category: string | undefined) => category as MessageCategory | undefined;

const CONVERSATIONS_PREFIX = apiKeyPrefix('/conversations');
export const UNREAD_PATH = apiKey('/conversations/unread-count');

/** A message is sent as JSON without files, as multipart with them: this is the multipart form (the files go in the repeated "files" field). */
export function messageForm(fields: Record<string, string | boolean | undefined>, files: File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** Conversations a page of the client's list shows. */
export const CONVERSATIONS_PAGE_SIZE = 25;

export function listKey(q: string, offset = 0) {
  return apiKey('/conversations', { query: { limit: CONVERSATIONS_PAGE_SIZE, offset, q } });
}

/** GET /api/conversations, a page of it: polled while the screen is open and the tab visible. */
export function useConversations(q: string, offset = 0) {
  const refreshInterval = usePollingInterval();
  return useApi(listKey(q, offset), { refreshInterval, keepPreviousData: true });
}

/** GET /api/conversations/unread-count: the badge in the navigation and on the overview. */
export function useUnreadCount() {
  const refreshInterval = usePollingInterval();
  return useApi(UNREAD_PATH, { refreshInterval });
}

export function useConversation(id: number | null) {
  const refreshInterval = usePollingInterval();
  return useApi(id === null ? null : apiKey('/conversations/{id}', { path: { id } }), { refreshInterval });
}

/** Refreshes every client messages key (list, conversation, unread count) after a change. */
export function useRevalidateMessages(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => typeof key === 'string' && key.startsWith(CONVERSATIONS_PREFIX));
  }, [mutate]);
}

/** POST /api/conversations */
export function startConversation(subject: string, input: MessageInput): Promise<ConversationDetail> {
  const fields = { subject, body: input.body, category: messageCategory(input.category) };
  if (input.files?.length) return api.upload('/conversations', messageForm(fields, input.files));
  return api.post('/conversations', { body: fields });
}

/** POST /api/conversations/:id/messages */
export function postMessage(id: number, input: MessageInput): Promise<Message> {
  const fields = { body: input.body, category: messageCategory(input.category) };
  const params = { path: { id } };
  if (input.files?.length) return api.upload('/conversations/{id}/messages', messageForm(fields, input.files), params);
  return api.post('/conversations/{id}/messages', { params, body: fields });
}

/** POST /api/conversations/:id/read */
export function markConversationRead(id: number): Promise<UnreadCount> {
  return api.post('/conversations/{id}/read', { params: { path: { id } } });
}
