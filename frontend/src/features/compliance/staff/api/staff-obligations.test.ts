import { describe, expect, it } from 'vitest';
import { lastDayOfMonth, staffObligationsParams, type StaffObligationQuery } from './staff-obligations';
import { obligationSchema, toObligationUpdate } from '../components/obligation-dialog';

const base: StaffObligationQuery = {
  clientId: null,
  type: '',
  status: '',
  overdueOnly: false,
  fromMonth: '2026-01',
  toMonth: '2026-02',
  offset: 0,
};

describe('the staff tax calendar query', () => {
  it('runs from the first day of the first month to the last day of the last', () => {
    expect(staffObligationsParams(base)).toMatchObject({ from: '2026-01-01', to: '2026-02-28' });
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
  });

  it('leaves empty filters out and sends the set ones', () => {
    const params = staffObligationsParams({ ...base, clientId: 7, type: 'VAT201', status: 'submitted', overdueOnly: true, offset: 25 });
    expect(params).toMatchObject({ clientId: 7, type: 'VAT201', status: 'submitted', overdue: true, offset: 25 });
    const none = staffObligationsParams(base);
    expect(none.clientId).toBeUndefined();
    expect(none.type).toBeUndefined();
    expect(none.overdue).toBeUndefined();
    expect(none.offset).toBeUndefined();
  });

  it('sends no window when the months are the wrong way round', () => {
    const params = staffObligationsParams({ ...base, fromMonth: '2026-05', toMonth: '2026-01' });
    expect(params).not.toHaveProperty('from');
  });
});

describe('the update dialog', () => {
  it('sends blanks as null, the amount as a number and the PRN in capitals', () => {
    const parsed = obligationSchema.parse({ status: 'submitted', prn: ' 4123vat01 ', amount: '12 500.50', note: '' });
    expect(toObligationUpdate(parsed)).toEqual({ status: 'submitted', prn: '4123VAT01', amount: 12500.5, note: null });
  });

  it('refuses a PRN with other characters and a negative or over-precise amount', () => {
    const result = obligationSchema.safeParse({ status: 'paid', prn: 'AB-12', amount: '-5', note: '' });
    expect(result.success).toBe(false);
    expect(obligationSchema.safeParse({ status: 'paid', prn: '', amount: '1.234', note: '' }).success).toBe(false);
    expect(obligationSchema.safeParse({ status: 'paid', prn: '', amount: '', note: '' }).success).toBe(true);
  });
});
