import { firmToday } from '@table-bay/shared';
import { z } from '../../../lib/zod';
import { employeesContent } from '../../../content/dashboard';
import type { Employee } from '../api/employees';

const v = employeesContent.validation;

/** docs/employees.md: the earliest date the form accepts. */
export const EARLIEST_DATE = '1900-01-01';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The employee form of docs/employees.md; dates are yyyy-MM-dd text (date inputs) or empty. */
export function employeeSchema(today: string = firmToday()) {
  return z
    .object({
      firstName: z.string().trim().min(1, v.firstName),
      lastName: z.string().trim().min(1, v.lastName),
      email: z.union([z.literal(''), z.string().trim().pipe(z.email(v.email))]),
      phone: z.string().trim(),
      position: z.string().trim(),
      employeeId: z.string().trim(),
      taxNumber: z.string().trim(),
      salaryAmount: z.string().trim().min(1, v.salary).transform(Number).pipe(z.number(v.salary).gt(0, v.salary)),
      startDate: z
        .string()
        .refine((s) => s === '' || DATE_PATTERN.test(s), v.dateInvalid)
        .refine((s) => s === '' || s >= EARLIEST_DATE, v.startEarliest)
        .refine((s) => s === '' || s <= today, v.startFuture),
      endDate: z
        .string()
        .refine((s) => s === '' || DATE_PATTERN.test(s), v.dateInvalid)
        .refine((s) => s === '' || s >= EARLIEST_DATE, v.endEarliest),
      isActive: z.boolean(),
    })
    .refine((d) => d.endDate === '' || d.startDate === '' || d.endDate >= d.startDate, { message: v.endBeforeStart, path: ['endDate'] });
}

export type EmployeeFormValues = z.input<ReturnType<typeof employeeSchema>>;
export type EmployeeParsed = z.output<ReturnType<typeof employeeSchema>>;

/** What POST/PATCH /api/employees take: blanks as null, dates yyyy-MM-dd or null. */
export interface EmployeePayload {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  employeeId: string | null;
  taxNumber: string | null;
  salaryAmount: number;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
}

export function toEmployeePayload(values: EmployeeParsed): EmployeePayload {
  const blank = (s: string) => (s === '' ? null : s);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: blank(values.email),
    phone: blank(values.phone),
    position: blank(values.position),
    employeeId: blank(values.employeeId),
    taxNumber: blank(values.taxNumber),
    salaryAmount: Math.round(values.salaryAmount * 100) / 100,
    startDate: blank(values.startDate),
    endDate: blank(values.endDate),
    isActive: values.isActive,
  };
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  employeeId: '',
  taxNumber: '',
  salaryAmount: '',
  startDate: '',
  endDate: '',
  isActive: true,
};

export function employeeValuesFrom(e: Employee): EmployeeFormValues {
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email ?? '',
    phone: e.phone ?? '',
    position: e.position ?? '',
    employeeId: e.employeeId ?? '',
    taxNumber: e.taxNumber ?? '',
    salaryAmount: e.salaryAmount === null ? '' : String(e.salaryAmount),
    startDate: e.startDate ?? '',
    endDate: e.endDate ?? '',
    isActive: e.isActive,
  };
}

/** Search over name, position, email, phone and employee ID. */
export function matchesEmployee(e: Employee, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [`${e.firstName} ${e.lastName}`, e.position, e.email, e.phone, e.employeeId].some((f) => (f ?? '').toLowerCase().includes(q));
}
