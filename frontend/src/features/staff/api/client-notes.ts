import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { CLIENTS_PATH } from './get-clients';
import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

/** A staff note on a client; never shown to the client. */
export type ClientNote = Schema<'ClientNoteResponseDto'>;

export function notesKey(clientId: number): string {
  return `${CLIENTS_PATH}/${clientId}/notes`;
}

/** GET /api/staff/clients/:id/notes: newest first. */
export function useClientNotes(clientId: number) {
  return useSWR<ClientNote[]>(useStaffKey(notesKey(clientId)));
}

/** POST /api/staff/clients/:id/notes */
export function createNote(clientId: number, body: Schema<'CreateClientNoteDto'>): Promise<ClientNote> {
  return apiRequest<ClientNote>(notesKey(clientId), { method: 'POST', json: body });
}

/** PATCH /api/staff/clients/:id/notes/:noteId */
export function updateNote(clientId: number, noteId: number, body: Schema<'UpdateClientNoteDto'>): Promise<ClientNote> {
  return apiRequest<ClientNote>(`${notesKey(clientId)}/${noteId}`, { method: 'PATCH', json: body });
}

/** DELETE /api/staff/clients/:id/notes/:noteId */
export function deleteNote(clientId: number, noteId: number): Promise<Schema<'StaffMessageResponseDto'>> {
  return apiRequest<Schema<'StaffMessageResponseDto'>>(`${notesKey(clientId)}/${noteId}`, { method: 'DELETE' });
}
