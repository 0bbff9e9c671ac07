import type { Schema } from '../../../../lib/api/types';

/*
 * The staff API's document shapes, named here so the documents feature's staff screens need nothing
 * of the staff console's own client query (features/staff/api/get-client.ts names the same schemas).
 */
export type DocumentStatus = Schema<'DocumentStatus'>;
export type StaffDocument = Schema<'StaffDocumentResponseDto'>;
export type StaffDocumentRequest = Schema<'DocumentRequestResponseDto'>;
