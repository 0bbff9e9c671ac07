import { describe, expect, it } from 'vitest';
import {
  OBLIGATION_STATUS_LABELS,
  OBLIGATION_STATUS_ORDER,
  OBLIGATION_TYPE_ORDER,
  STAFF_OBLIGATION_STATUS_LABELS,
} from '../../../content/compliance';
import { filterObligations, periodWindow, periodYears, typesIn } from './obligation-filters';

const rows = [
  { id: 1, type: 'VAT201', status: 'upcoming', overdue: true },
  { id: 2, type: 'EMP201', status: 'submitted', overdue: false },
  { id: 3, type: 'EMP201', status: 'upcoming', overdue: false },
  { id: 4, type: 'CIPC_ANNUAL_RETURN', status: 'paid', overdue: false },
] as const;

describe('the tax calendar period', () => {
  it('defaults to 1 January of this year up to a year after today', () => {
    expect(periodWindow('current', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2027-11-26' });
  });

  it('a chosen year is that calendar year', () => {
    expect(periodWindow('2027', '2026-11-26')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('offers last year, this year and next year', () => {
    expect(periodYears('2026-01-01')).toEqual([2025, 2026, 2027]);
  });
});

describe('filtering obligations', () => {
  it('keeps everything when no filter is set', () => {
    expect(filterObligations(rows, { type: '', status: '' }).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('filters by type and status together', () => {
    expect(filterObligations(rows, { type: 'EMP201', status: 'upcoming' }).map((r) => r.id)).toEqual([3]);
  });

  it('"overdue" keeps the overdue ones, whatever their status', () => {
    expect(filterObligations(rows, { type: '', status: 'overdue' }).map((r) => r.id)).toEqual([1]);
  });

  it('offers only the types present, in the rules’ order', () => {
    expect(typesIn([...rows].reverse(), OBLIGATION_TYPE_ORDER)).toEqual(['VAT201', 'EMP201', 'CIPC_ANNUAL_RETURN']);
  });
});

describe('status labels', () => {
  it('names every status for the client, "Awaiting you" being the client’s turn', () => {
    expect(OBLIGATION_STATUS_ORDER.map((s) => OBLIGATION_STATUS_LABELS[s])).toEqual([
      'Upcoming',
      'Awaiting you',
      'In progress',
      'Submitted',
      'Paid',
      'Not applicable',
    ]);
  });

  it('staff read the same status as awaiting the client', () => {
    expect(STAFF_OBLIGATION_STATUS_LABELS.awaiting_client).toBe('Awaiting client');
    expect(STAFF_OBLIGATION_STATUS_LABELS.submitted).toBe('Submitted');
  });
});
