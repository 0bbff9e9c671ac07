import { User } from './user.entity';

/** The company-form fields that are required (docs/auth-and-accounts.md); a profile is complete when all are filled. */
export const REQUIRED_PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'company', 'address', 'city', 'postalCode', 'country'] as const;

export function isProfileComplete(user: Pick<User, (typeof REQUIRED_PROFILE_FIELDS)[number]>): boolean {
  return REQUIRED_PROFILE_FIELDS.every((f) => typeof user[f] === 'string' && user[f]!.trim().length > 0);
}
