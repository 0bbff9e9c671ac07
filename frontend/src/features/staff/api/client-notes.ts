import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { api, apiKey, useApi } from '../../../lib/api/client';

/** A staff note on a client; never shown to the client. */
export type ClientNote = Schema<'ClientNoteResponseDto'>;

export function notesKey(clientId: number) {
  return apiKey('/staff/clients/{clientId}/notes', { path: { clientId } });
}

/** GET /api/staff/clients/:id/notes: newest first. */
export function useClientNotes(clientId: number) {
  return useApi(useStaffKey(notesKey(clientId)));
}

/** POST /api/staff/clients/:id/notes */
export function createNote(clientId: number, body: Schema<'CreateClientNoteDto'>): Promise<ClientNote> {
  return api.post('/staff/clients/{clientId}/notes', { params: { path: { clientId } }, body });
}

/** PATCH /api/staff/clients/:id/notes/:noteId */
export function updateNote(clientId: number, noteId: number, body: Schema<'UpdateClientNoteDto'>): Promise<ClientNote> {
  return api.patch('/staff/clients/{clientId}/notes/{noteId}', { params: { path: { clientId, noteId } }, body });
}

/** DELETE /api/staff/clients/:id/notes/:noteId */
export function deleteNote(clientId: number, noteId: number): Promise<Schema<'StaffMessageResponseDto'>> {
  return api.delete('/staff/clients/{clientId}/notes/{noteId}', { params: { path: { clientId, noteId } } });
}
