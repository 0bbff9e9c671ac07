import { DocumentCategory } from './document.entity';

/**
 * The document categories as the portal shows them (frontend/src/content/dashboard-labels.ts holds
 * the same words for the screens): mails and staff notices name a request's type with these, so a
 * client reads "VAT Return" in the mail and on the overview alike.
 */
export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  bank_statement: 'Bank Statement',
  invoice: 'Invoice',
  receipt: 'Receipt',
  financial_statement: 'Financial Statement',
  tax_return: 'Tax Return',
  vat_return: 'VAT Return',
  payroll_tax: 'Payroll Tax',
  business_registration: 'Business Registration',
  company_constitution: 'Company Constitution',
  director_id: 'Director ID',
  license: 'License',
  contract: 'Contract',
  report: 'Report',
  other: 'Other',
};

/**
 * A request's document type for people. New requests carry a category; rows from before requests
 * took categories hold free text, which is shown with its first letter raised ("bank_statement"
 * → "Bank statement").
 */
export function documentTypeLabel(documentType: string): string {
  if (Object.hasOwn(DOCUMENT_CATEGORY_LABELS, documentType)) return DOCUMENT_CATEGORY_LABELS[documentType as DocumentCategory];
  const text = documentType.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
