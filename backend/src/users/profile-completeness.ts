/** The person's fields the company form requires (their own account's). */
export const REQUIRED_PERSONAL_FIELDS = ['firstName', 'lastName', 'phone'] as const;
/** The company's fields the form requires (the business's profile: businesses/business-profile.service.ts). */
export const REQUIRED_COMPANY_FIELDS = ['company', 'address', 'city', 'postalCode', 'country'] as const;

/** The company-form fields that are required (docs/auth-and-accounts.md); a profile is complete when all are filled. */
export const REQUIRED_PROFILE_FIELDS = [...REQUIRED_PERSONAL_FIELDS, ...REQUIRED_COMPANY_FIELDS] as const;

type RequiredFields = Partial<Record<(typeof REQUIRED_PROFILE_FIELDS)[number], string | null | undefined>>;

/** Whether every required field is filled: the person's own and their current business's, given together. */
export function isProfileComplete(fields: RequiredFields): boolean {
  return REQUIRED_PROFILE_FIELDS.every((f) => {
    const value = fields[f];
    return typeof value === 'string' && value.trim().length > 0;
  });
}
