import { describe, expect, it } from 'vitest';
import { documentsToReplace } from './documents-to-replace';

const doc = (id: number, category: string, status: string, uploadedAt: string, reviewedAt: string | null = null) => ({
  id,
  category: category as 'payroll_tax',
  status: status as 'pending',
  uploadedAt,
  reviewedAt,
});

describe('documentsToReplace', () => {
  it('lists rejected documents and those needing revision, not pending or approved ones', () => {
    const docs = [
      doc(1, 'payroll_tax', 'needs_revision', '2026-11-01T08:00:00Z', '2026-11-02T08:00:00Z'),
      doc(2, 'invoice', 'rejected', '2026-11-01T08:00:00Z', '2026-11-01T09:00:00Z'),
      doc(3, 'receipt', 'approved', '2026-11-01T08:00:00Z', '2026-11-01T09:00:00Z'),
      doc(4, 'contract', 'pending', '2026-11-01T08:00:00Z'),
    ];
    expect(documentsToReplace(docs).map((d) => d.id)).toEqual([2, 1]);
  });

  it('drops one once a later upload of the same category arrives, but not for an older or other-category upload', () => {
    const sentBack = doc(1, 'payroll_tax', 'needs_revision', '2026-11-01T08:00:00Z', '2026-11-02T08:00:00Z');
    expect(documentsToReplace([sentBack, doc(2, 'payroll_tax', 'pending', '2026-11-03T08:00:00Z')])).toEqual([]);
    expect(documentsToReplace([sentBack, doc(2, 'payroll_tax', 'approved', '2026-10-01T08:00:00Z')])).toEqual([sentBack]);
    expect(documentsToReplace([sentBack, doc(2, 'invoice', 'pending', '2026-11-03T08:00:00Z')])).toEqual([sentBack]);
  });
});
