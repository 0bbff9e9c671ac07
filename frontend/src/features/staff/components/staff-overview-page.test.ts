import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '../api/get-attention';
import { attentionDetail, attentionLink } from './staff-overview-page';

const base: AttentionItem = {
  id: 31,
  clientId: 7,
  clientName: 'Nkosi Catering',
  title: 'x',
  at: '2026-11-20T08:00:00.000Z',
  dueDate: null,
  role: null,
  joinedBy: null,
  unread: null,
  amountCents: null,
};

describe('the staff overview items', () => {
  it('link each kind to where it is handled', () => {
    expect(attentionLink('overdue_jobs', base)).toBe('/staff/work/jobs/31');
    expect(attentionLink('jobs_due_this_week', base)).toBe('/staff/work/jobs/31');
    expect(attentionLink('new_people', base)).toBe('/staff/clients/7');
    expect(attentionLink('proofs_of_payment', base)).toBe('/staff/clients/7?tab=billing');
    expect(attentionLink('unread_messages', base)).toBe('/staff/messages/31');
    expect(attentionLink('documents_to_review', base)).toBe('/staff/clients/7?tab=documents');
  });

  it('say how a person joined, what a proof is for and how many messages wait', () => {
    expect(attentionDetail('new_people', { ...base, role: 'owner', joinedBy: 'signed_up' })).toBe('Signed up as owner');
    expect(attentionDetail('new_people', { ...base, role: 'payroll', joinedBy: 'accepted_invitation' })).toBe(
      'Accepted an invitation as payroll administrator',
    );
    expect(attentionDetail('proofs_of_payment', { ...base, amountCents: 114_950 })).toBe('R1,149.50, proof uploaded');
    expect(attentionDetail('unread_messages', { ...base, unread: 1 })).toBe('1 unread message');
    expect(attentionDetail('unread_messages', { ...base, unread: 3 })).toBe('3 unread messages');
    expect(attentionDetail('documents_to_review', base)).toBe('Uploaded');
    expect(attentionDetail('overdue_jobs', { ...base, dueDate: '2026-11-23' })).toBe('Due 23 Nov 2026');
  });
});
