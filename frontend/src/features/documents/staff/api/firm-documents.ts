import type { Schema } from '../../../../lib/api/types';
import { useStaffKey } from '../../../../lib/staff-keys';
import { api, apiKey, useApi } from '../../../../lib/api/client';

/** A document the firm published to a client, with the client's read and acknowledged state. */
export type StaffFirmDocument = Schema<'StaffFirmDocumentDto'>;
export type FirmDocumentCategory = Schema<'FirmDocumentCategory'>;

export function firmDocumentsKey(clientId: number) {
  return apiKey('/staff/clients/{clientId}/firm-documents', { path: { clientId } });
}

/** GET /api/staff/clients/:id/firm-documents */
export function useClientFirmDocuments(clientId: number) {
  return useApi(useStaffKey(firmDocumentsKey(clientId)));
}

/** POST /api/staff/clients/:id/firm-documents: one multipart request, all files or none. */
export function publishFirmDocuments(
  clientId: number,
  input: { category: FirmDocumentCategory; description: string; acknowledgementRequested: boolean; files: File[] },
): Promise<Schema<'PublishFirmDocumentsResponseDto'>> {
  const form = new FormData();
  form.append('category', input.category);
  form.append('description', input.description);
  form.append('acknowledgementRequested', String(input.acknowledgementRequested));
  for (const file of input.files) form.append('files', file, file.name);
  return api.upload('/staff/clients/{clientId}/firm-documents', form, { path: { clientId } });
}
