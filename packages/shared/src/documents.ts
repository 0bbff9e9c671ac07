/**
 * Document categories (docs/documents-and-requests.md): what a client uploads, what the firm
 * publishes, and the words both are shown with, on the screens and in the mails alike.
 */

export const DOCUMENT_CATEGORIES = [
  'bank_statement',
  'invoice',
  'receipt',
  'financial_statement',
  'tax_return',
  'vat_return',
  'payroll_tax',
  'business_registration',
  'company_constitution',
  'director_id',
  'license',
  'contract',
  'report',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/**
 * The document categories as the portal shows them: the screens, and the mails and staff notices
 * that name a request's type, all use these words, so a client reads "VAT Return" in the mail and
 * on the overview alike.
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

/** How the upload form groups the categories, in order. */
export const DOCUMENT_CATEGORY_SECTIONS: ReadonlyArray<{ label: string; categories: readonly DocumentCategory[] }> = [
  { label: 'Financial Documents', categories: ['bank_statement', 'invoice', 'receipt', 'financial_statement'] },
  { label: 'Tax Documents', categories: ['tax_return', 'vat_return', 'payroll_tax'] },
  { label: 'Business Documents', categories: ['business_registration', 'company_constitution', 'director_id', 'license'] },
  { label: 'Other', categories: ['contract', 'report', 'other'] },
];

/** What the firm publishes to a client. */
export const FIRM_DOCUMENT_CATEGORIES = [
  'financial_statements',
  'tax_return',
  'management_accounts',
  'payslip',
  'tax_certificate',
] as const;
export type FirmDocumentCategory = (typeof FIRM_DOCUMENT_CATEGORIES)[number];

/** What the firm publishes, as the client's "From your accountant" tab and the staff form name it. */
export const FIRM_DOCUMENT_CATEGORY_LABELS: Readonly<Record<FirmDocumentCategory, string>> = {
  financial_statements: 'Financial statements',
  tax_return: 'Tax return',
  management_accounts: 'Management accounts',
  payslip: 'Payslips',
  tax_certificate: 'Tax certificate',
};
