import { describe, expect, it } from 'vitest';
import { EMPTY_EMPLOYEE, employeeSchema, toEmployeePayload } from './employee-schema';

const schema = employeeSchema('2026-06-15');
const valid = { ...EMPTY_EMPLOYEE, firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: '18500.50' };

function errorsOf(values: typeof valid): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('employee form rules', () => {
  it('accepts a minimal employee and sends blanks as null', () => {
    const parsed = schema.parse(valid);
    expect(toEmployeePayload(parsed)).toMatchObject({ email: null, startDate: null, endDate: null, salaryAmount: 18500.5, isActive: true });
  });
  it('requires names and a salary above 0', () => {
    expect(errorsOf({ ...valid, firstName: ' ', lastName: '', salaryAmount: '0' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      salaryAmount: 'Amount must be greater than 0',
    });
    expect(errorsOf({ ...valid, salaryAmount: '' })).toEqual({ salaryAmount: 'Amount must be greater than 0' });
  });
  it('accepts an empty email but not a malformed one', () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({});
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Invalid email address' });
  });
  it('checks the dates', () => {
    expect(errorsOf({ ...valid, startDate: '2026-06-16' })).toEqual({ startDate: 'Start date cannot be in the future' });
    expect(errorsOf({ ...valid, startDate: '1899-12-31' })).toEqual({ startDate: 'Start date cannot be before 1900-01-01' });
    expect(errorsOf({ ...valid, endDate: '1899-12-31' })).toEqual({ endDate: 'End date cannot be before 1900-01-01' });
    expect(errorsOf({ ...valid, startDate: '2024-03-01', endDate: '2024-02-28' })).toEqual({
      endDate: 'End date cannot be before the start date',
    });
    expect(errorsOf({ ...valid, startDate: '2024-03-01', endDate: '2030-01-01' })).toEqual({});
  });
});
