import { Transform } from 'class-transformer';

/** Values of the enquiry forms' interest select: '' is "Select an option", general only on the contact page. */
export const ENQUIRY_INTERESTS = ['start-ups', 'essential', 'standard', 'advanced', 'professional', 'elite', 'custom', 'general'] as const;
export type EnquiryInterest = (typeof ENQUIRY_INTERESTS)[number];

export const INTEREST_MESSAGE = 'Please choose an option from the list';

/** Field lengths of waitlist_submissions, so a long value is refused with a message rather than by the database. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, business: 200, interest: 50, message: 5000, captcha: 20 } as const;

/**
 * The captcha answer is typed into a text box but a client may send it as a number; it is only
 * checked for presence here (the sum itself is checked in the browser, design ruling 9).
 */
export const CaptchaText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  );
