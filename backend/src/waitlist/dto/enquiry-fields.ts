import { Transform } from 'class-transformer';

/** Values of the enquiry forms' interest select: '' is "Select an option", general only on the contact page. */
export const ENQUIRY_INTERESTS = ['start-ups', 'essential', 'standard', 'advanced', 'professional', 'elite', 'custom', 'general'] as const;
export type EnquiryInterest = (typeof ENQUIRY_INTERESTS)[number];

/** How a contact-page message's subject names what the visitor asked about (the staff inbox shows it). */
export const INTEREST_SUBJECTS: Record<EnquiryInterest, string> = {
  'start-ups': 'Start-ups package',
  essential: 'Essential package',
  standard: 'Standard package',
  advanced: 'Advanced package',
  professional: 'Professional package',
  elite: 'Elite package',
  custom: 'Custom quote',
  general: 'General enquiry',
};

export const INTEREST_MESSAGE = 'Please choose an option from the list';

/** Field lengths of waitlist_submissions, so a long value is refused with a message rather than by the database. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, business: 200, interest: 50, message: 5000, captcha: 20 } as const;

/**
 * The captcha answer is typed into a text box but a client may send it as a number; it is only
 * checked for presence here, the sum by EnquiryChallengeService (docs/enquiries.md).
 */
export const CaptchaText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  );
