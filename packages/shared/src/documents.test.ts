import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_SECTIONS,
  documentTypeLabel,
  FIRM_DOCUMENT_CATEGORIES,
  FIRM_DOCUMENT_CATEGORY_LABELS,
} from './documents';

describe('document categories', () => {
  it('lists every category in exactly one section of the upload form', () => {
    const listed = DOCUMENT_CATEGORY_SECTIONS.flatMap((s) => s.categories);
    expect([...listed].sort()).toEqual([...DOCUMENT_CATEGORIES].sort());
  });

  it('names a request type by its category, else raises the first letter of the free text', () => {
    expect(documentTypeLabel('vat_return')).toBe('VAT Return');
    expect(documentTypeLabel('bank_statement')).toBe('Bank Statement');
    expect(documentTypeLabel('annual_financials')).toBe('Annual financials');
    // An inherited key is not a category.
    expect(documentTypeLabel('toString')).toBe('ToString');
  });

  it('has a label for every category the firm publishes', () => {
    expect(FIRM_DOCUMENT_CATEGORIES.map((c) => FIRM_DOCUMENT_CATEGORY_LABELS[c])).toEqual([
      'Financial statements',
      'Tax return',
      'Management accounts',
      'Payslips',
      'Tax certificate',
    ]);
  });
});
