// The category words are shared with the portal's screens (@table-bay/shared).
export { DOCUMENT_CATEGORY_LABELS, documentTypeLabel } from '@table-bay/shared';
