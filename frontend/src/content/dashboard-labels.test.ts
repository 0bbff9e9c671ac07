import { describe, expect, it } from 'vitest';
import { annualRevenueLabel, businessTypeLabel, categoryLabel, DOCUMENT_CATEGORY_GROUPS, roleLabel, statusLabel } from './dashboard-labels';

describe('dashboard labels', () => {
  it('groups the fourteen document categories as docs/documents-and-requests.md lists them', () => {
    expect(DOCUMENT_CATEGORY_GROUPS.map((g) => [g.label, g.options.length])).toEqual([
      ['Financial Documents', 4],
      ['Tax Documents', 3],
      ['Business Documents', 4],
      ['Other', 3],
    ]);
  });
  it('names keys readably, with rand ranges for revenue', () => {
    expect(categoryLabel('vat_return')).toBe('VAT Return');
    expect(businessTypeLabel('close_corporation')).toBe('Close Corporation (CC)');
    expect(annualRevenueLabel('1m_5m')).toBe('R1 million to R5 million');
    expect(statusLabel('needs_revision')).toBe('Needs Revision');
    expect(categoryLabel('something_new')).toBe('Something New');
  });
  it('shows Client as the account type when no role is set', () => {
    expect(roleLabel(null)).toBe('Client');
    expect(roleLabel('accountant')).toBe('Accountant');
  });
});
