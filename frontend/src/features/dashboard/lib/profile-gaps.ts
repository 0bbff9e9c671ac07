import { PROFILE_GAP_LABELS } from '../../../content/dashboard';
import type { CurrentUser } from '../../../stores/session-store';

export type ProfileGap = keyof typeof PROFILE_GAP_LABELS;

/** Business types registered with CIPC, which therefore have a registration number. */
const REGISTERED_TYPES = new Set(['private_company', 'public_company', 'non_profit', 'close_corporation']);

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * What the profile still lacks for the firm to work, in the order the company form asks. A
 * registration number is asked of registered entities only; a VAT number is never a gap (many
 * small clients are not VAT vendors).
 */
export function profileGaps(user: Pick<CurrentUser, ProfileGap | 'city' | 'postalCode'>): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (blank(user.phone)) gaps.push('phone');
  if (blank(user.company)) gaps.push('company');
  if (blank(user.address) || blank(user.city) || blank(user.postalCode)) gaps.push('address');
  if (blank(user.businessType)) gaps.push('businessType');
  if (user.businessType && REGISTERED_TYPES.has(user.businessType) && blank(user.registrationNumber)) gaps.push('registrationNumber');
  if (user.numberOfEmployees === null || user.numberOfEmployees === undefined) gaps.push('numberOfEmployees');
  return gaps;
}
