import { useCallback } from 'react';
import {
  firmToday,
  validateCompanyRegistrationNumber,
  validateIncomeTaxNumber,
  validateIncorporationDate,
  validatePayeReference,
  validateUifReference,
  validateVatNumber,
  VAT_CATEGORIES,
  VAT_FILING_CHANNELS,
} from '@table-bay/shared';
import { z } from '../../../lib/zod';
import { companyContent } from '../../../content/dashboard';
import { ANNUAL_REVENUE_OPTIONS, BUSINESS_TYPE_OPTIONS } from '../../../content/dashboard-labels';
import { useSessionStore } from '../../../stores/session-store';
import { type CurrentUser } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

const v = companyContent.validation;

const required = (message: string) => z.string().trim().min(1, message);
const optional = z.string().trim();
/** A select: empty is null, anything else one of the backend's values. */
const choice = <V extends string>(values: readonly V[]) =>
  z
    .string()
    .trim()
    .transform((s) => (s === '' ? null : s))
    .pipe(z.enum(values as [V, ...V[]]).nullable());

/**
 * An optional field checked by one of the shared rules of `@table-bay/shared` (the API runs the
 * same function, so the form and the server say the same sentence). Empty is not checked.
 */
const ruled = (rule: (value: string) => string | null) =>
  optional.superRefine((value, ctx) => {
    if (value === '') return;
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The company form of docs/auth-and-accounts.md, with the tax and registration group of docs/compliance.md. */
export const companySchema = z.object({
  firstName: required(v.firstName),
  lastName: required(v.lastName),
  phone: required(v.phone),
  company: required(v.company),
  address: required(v.address),
  city: required(v.city),
  postalCode: required(v.postalCode),
  country: required(v.country),
  vatNumber: ruled(validateVatNumber),
  registrationNumber: optional,
  businessType: choice(BUSINESS_TYPE_OPTIONS.map((o) => o.value)),
  annualRevenue: choice(ANNUAL_REVENUE_OPTIONS.map((o) => o.value)),
  // A number input: empty becomes undefined; otherwise a whole number from 0.
  numberOfEmployees: z
    .string()
    .trim()
    .transform((s) => (s === '' ? undefined : Number(s)))
    .pipe(z.number().int(v.employeesWhole).min(0, v.employeesMin).optional()),
  vatCategory: choice(VAT_CATEGORIES),
  vatFilingChannel: z.enum(VAT_FILING_CHANNELS),
  // A select of months: empty is "not set" (null), else 1-12.
  financialYearEndMonth: z
    .string()
    .transform((s) => (s === '' ? null : Number(s)))
    .pipe(z.number().int().min(1).max(12).nullable()),
  incomeTaxNumber: ruled(validateIncomeTaxNumber),
  payeReference: ruled(validatePayeReference),
  uifReference: ruled(validateUifReference),
  companyRegistrationNumber: ruled((value) => validateCompanyRegistrationNumber(value, firmToday())),
  incorporationDate: ruled((value) => validateIncorporationDate(value, firmToday())),
  provisionalTaxpayer: z.boolean(),
  coidaRegistered: z.boolean(),
});

export type CompanyFormValues = z.input<typeof companySchema>;
export type CompanyParsed = z.output<typeof companySchema>;

export type CompanyPayload = Schema<'UpdateProfileDto'>;

/** The form's values for a user (null as empty text). */
export function companyValuesFrom(user: CurrentUser): CompanyFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    company: user.company ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    postalCode: user.postalCode ?? '',
    country: user.country ?? '',
    vatNumber: user.vatNumber ?? '',
    registrationNumber: user.registrationNumber ?? '',
    businessType: user.businessType ?? '',
    annualRevenue: user.annualRevenue ?? '',
    numberOfEmployees: user.numberOfEmployees === null ? '' : String(user.numberOfEmployees),
    vatCategory: user.vatCategory ?? '',
    vatFilingChannel: user.vatFilingChannel ?? 'efiling',
    financialYearEndMonth: user.financialYearEndMonth === null ? '' : String(user.financialYearEndMonth),
    incomeTaxNumber: user.incomeTaxNumber ?? '',
    payeReference: user.payeReference ?? '',
    uifReference: user.uifReference ?? '',
    companyRegistrationNumber: user.companyRegistrationNumber ?? '',
    incorporationDate: user.incorporationDate ?? '',
    provisionalTaxpayer: user.provisionalTaxpayer,
    coidaRegistered: user.coidaRegistered,
  };
}

/** Cleared optional fields are sent as null, so clearing a field really clears it. */
export function toCompanyPayload(values: CompanyParsed): CompanyPayload {
  const blank = (s: string) => (s === '' ? null : s);
  return {
    ...values,
    vatNumber: blank(values.vatNumber),
    registrationNumber: blank(values.registrationNumber),
    numberOfEmployees: values.numberOfEmployees ?? null,
    incomeTaxNumber: blank(values.incomeTaxNumber),
    payeReference: blank(values.payeReference),
    uifReference: blank(values.uifReference),
    companyRegistrationNumber: blank(values.companyRegistrationNumber),
    incorporationDate: blank(values.incorporationDate),
  };
}

export function updateProfile(payload: CompanyPayload): Promise<CurrentUser> {
  return api.patch('/user', { body: payload });
}

/** PATCH /api/user; the updated user replaces the one in the session store (docs/decisions/0002-profile-update-returns-user.md). */
export function useUpdateProfile(): (values: CompanyParsed) => Promise<CurrentUser> {
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    async (values) => {
      const user = await updateProfile(toCompanyPayload(values));
      setUser(user);
      return user;
    },
    [setUser],
  );
}
