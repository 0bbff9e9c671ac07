import type { FirmConfig } from '../config/app-config';
import type { MailFormatters } from './render/format';

/** What a template produces: both parts come from the same data, so they never disagree. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * What a message is about. Security and account mails always go out; a user can turn off
 * request reminders, document review notices and tax calendar reminders (see docs/mail.md).
 */
export type MailCategory =
  | 'security'
  | 'account'
  | 'request-reminders'
  | 'document-reviews'
  | 'compliance-reminders'
  | 'enquiries'
  | 'staff'
  | 'billing'
  | 'messages';

/** Everything a template may need besides its own data. */
export interface MailContext {
  firm: FirmConfig;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** An absolute link into the site: `ctx.link('/dashboard/uploads', { requestId: 3 })`. */
  link(path: string, query?: Record<string, string | number>): string;
  format: MailFormatters;
}

export interface MailTemplate<T> {
  /** Stable name stored with each message (e.g. `password-reset`); shown in the staff Outbox. */
  name: string;
  category: MailCategory;
  render(data: T, ctx: MailContext): MailContent;
}

/** Declares a template; the identity function exists so `T` is inferred and checked in one place. */
export function defineMail<T>(t: MailTemplate<T>): MailTemplate<T> {
  return t;
}
