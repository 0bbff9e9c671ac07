import type { IconName } from './icon-names';
import { PRICE_VAT } from './vat';

/** Texts of the home page (docs/public-site.md). */
export const HOME = {
  hero: {
    eyebrow: 'Online bookkeeping from Rondebosch, Cape Town',
    title: 'Bookkeeping, tax and payroll handled, so you can run your business',
    lead: 'We keep your books current, file your VAT, PAYE and income tax with SARS on time, and run your payroll every month, for a fixed monthly fee in rand. You send the paperwork; we send back clear numbers.',
    viewPackages: 'View Packages',
    getStarted: 'Get Started',
    highlights: ['Fixed monthly fees from R799', 'SARS and CIPC deadlines tracked for you', 'A named bookkeeper who knows your business'],
  },
  peaceOfMind: {
    id: 'peace-of-mind',
    eyebrow: 'Peace of mind',
    title: 'Everything your accounts need, looked after by people who answer the phone',
    lead: 'Small businesses come to us because they are tired of chasing paperwork and penalties. This is what changes.',
  },
  technology: {
    title: 'We work in the software you already use',
    lead: 'Your books live in the cloud, in your name, and you keep access to them whether or not you stay with us.',
    items: ['Xero', 'Sage Business Cloud', 'QuickBooks Online', 'SARS eFiling', 'SimplePay', 'Dext'],
    /** The names are shown as plain text, not their owners' logos (docs/public-site.md). */
    trademarks: 'Product names are trademarks of their owners; we are not affiliated with or endorsed by them.',
  },
  testimonials: {
    title: 'What our clients say',
    lead: 'Owners of small South African businesses on what changed once their books were looked after.',
  },
  offer: {
    eyebrow: 'Starter offer',
    title: 'Cloud accounting set up for you',
    lead: 'Not ready for full bookkeeping? For R199 per month we set up your cloud accounting software, connect your bank feeds and show you how to invoice and capture expenses yourself, with a bookkeeper a phone call away.',
    perMonth: 'per month',
    points: [
      'Software subscription and set-up included',
      'Bank feeds connected',
      'A one-hour onboarding session',
      'Upgrade to a full package at any time',
    ],
    cta: 'Enquire Now',
  },
  packages: {
    id: 'packages',
    eyebrow: 'Pricing',
    title: 'Monthly packages',
    lead: `Fixed monthly fees in rand, ${PRICE_VAT.short}. Every package comes with a free tier of cloud accounting software; from Essential up, a free payroll tool too.`,
  },
  customQuote: {
    id: 'custom-quote',
    title: 'Need something different?',
    lead: 'Several companies, a trust, foreign income, a year of catch-up work or a once-off set of financial statements: tell us what you need and we will send a fixed quote within two business days.',
    cta: 'Request a Custom Quote',
  },
  contact: {
    id: 'contact',
    eyebrow: 'Get started',
    title: 'Tell us about your business',
    lead: 'Send us a few details and a bookkeeper will call or email you within one business day to talk through what you need. There is no obligation.',
    detailsTitle: 'Prefer to talk?',
  },
} as const;

export interface BenefitCard {
  icon: IconName;
  title: string;
  text: string;
}

export const BENEFITS: readonly BenefitCard[] = [
  {
    icon: 'calendar',
    title: 'No missed deadlines',
    text: 'We track every VAT201, EMP201, provisional tax and CIPC annual return date for you and file before it is due, so penalties stop arriving.',
  },
  {
    icon: 'shield',
    title: 'SARS-ready records',
    text: 'Reconciled books and filed source documents mean a verification or audit request is an email, not a crisis.',
  },
  {
    icon: 'chart',
    title: 'Numbers you can use',
    text: 'A short monthly report shows profit, cash in the bank, what customers owe you and what you owe SARS, in plain language.',
  },
  {
    icon: 'user',
    title: 'A named bookkeeper',
    text: 'The same person works on your books every month and knows your business, so you never explain things twice.',
  },
  {
    icon: 'cloud',
    title: 'Fully online',
    text: 'Upload slips and statements from your phone through the client portal. No boxes of paper, no trips to an office.',
  },
  {
    icon: 'tag',
    title: 'Fixed monthly fees',
    text: 'You know the cost before we start. No hourly billing and no surprise invoices at year end.',
  },
];

/** The three steps, used on the home and services pages. */
export const HOW_IT_WORKS = {
  title: 'How it works',
  lead: 'Three steps from first email to books that are up to date.',
  steps: [
    {
      title: 'Email us your requirements',
      text: 'Tell us what your business does, roughly how many transactions you have a month, whether you are registered for VAT and PAYE, and what is worrying you.',
    },
    {
      title: 'Evaluation and proposal',
      text: 'We look at your records, recommend the package that fits and send a written proposal with a fixed monthly fee and a start date.',
    },
    {
      title: 'Signed service agreement',
      text: 'Once you sign the service agreement we request the documents we need, take over from your previous accountant and start on your books.',
    },
  ],
} as const;

/** Texts of a package card; the packages themselves come from the catalogue (docs/decisions/0004-one-package-catalogue.md). */
export const PACKAGE_CARD = {
  popular: 'Most popular',
  perMonth: '/month',
  payrollTool: (employees: number) => `Free payroll tool for up to ${employees} employees`,
  noPayrollTool: 'No payroll tool included',
  softwareTier: (tier: string) => `Free ${tier} tier of cloud accounting software`,
  cta: 'Enquire Now',
  /** A signed-in client buys it straight away (the confirmation screen, /checkout/package/:type). */
  ctaSignedIn: 'Add Package',
  includes: 'Included',
} as const;

/** Client testimonials on the home page: content data, each quoted with the client's consent. */
export const TESTIMONIALS: readonly { quote: string; name: string; business: string }[] = [
  {
    quote:
      'For the first time in five years our VAT201 went in before the 25th without me chasing anyone. I open the portal, upload the slips and that is it.',
    name: 'Lerato Khumalo',
    business: 'Owner, Khumalo Catering, Woodstock',
  },
  {
    quote:
      'Pieter reconciles our three bank accounts every week. When SARS asked for supporting documents, we sent them the same afternoon.',
    name: 'Johan Smit',
    business: 'Director, Smit Joinery (Pty) Ltd, Paarden Eiland',
  },
  {
    quote: 'Payroll for our twelve staff used to take me a weekend. Now the payslips arrive on the 25th and the EMP201 is filed.',
    name: 'Fatima Parker',
    business: 'Managing member, Parker Dental Studio, Claremont',
  },
];
