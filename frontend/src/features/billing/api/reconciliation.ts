import type { operations, Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

export type Reconciliation = Schema<'ReconciliationResponseDto'>;
export type ReconciliationConfirm = Schema<'ReconciliationConfirmResponseDto'>;
/** The multipart form's `bank` field (described inline in the OpenAPI document, so not a named schema). */
export type BankLayout = operations['StaffReconciliationController_upload']['requestBody']['content']['multipart/form-data']['bank'];

export const BANK_LAYOUTS: Array<{ value: BankLayout; label: string }> = [
  { value: 'fnb', label: 'FNB' },
  { value: 'standard-bank', label: 'Standard Bank' },
  { value: 'absa', label: 'Absa' },
  { value: 'nedbank', label: 'Nedbank' },
  { value: 'capitec', label: 'Capitec' },
  { value: 'generic', label: 'Other (name the columns)' },
];

export function uploadStatement(
  bank: BankLayout,
  file: File,
  columns?: { dateColumn: string; descriptionColumn: string; amountColumn: string },
) {
  const formData = new FormData();
  formData.append('bank', bank);
  if (columns) {
    formData.append('dateColumn', columns.dateColumn);
    formData.append('descriptionColumn', columns.descriptionColumn);
    formData.append('amountColumn', columns.amountColumn);
  }
  formData.append('file', file);
  return api.upload('/staff/reconciliation', formData);
}

export function confirmStatement(id: number) {
  return api.post('/staff/reconciliation/{id}/confirm', { params: { path: { id } } });
}
