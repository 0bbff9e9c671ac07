import type { IconName } from './icon-names';

/** Texts of /about (docs/public-site.md). */
export const ABOUT = {
  hero: {
    title: 'About us',
    lead: 'An online bookkeeping and tax practice in Rondebosch, Cape Town, looking after small and medium businesses across South Africa since 2018.',
  },
  mission: {
    title: 'Our mission',
    text: 'To give every South African small business the kind of finance function that used to be reserved for large companies: books that are always current, returns that are always on time, and an accountant who explains what the numbers mean.',
  },
  story: {
    title: 'Our story',
    paragraphs: [
      'We started in 2018 with three clients and one conviction: most small businesses do not need a bigger accountant, they need one who keeps up. Too many owners we met only saw their numbers once a year, when the tax return was already late.',
      'So we built the practice around monthly work done online. Clients send slips, invoices and statements through a secure portal; a named bookkeeper reconciles them every week; and SARS and CIPC deadlines are tracked on a shared calendar rather than remembered.',
      'Today our team of bookkeepers, payroll administrators and tax practitioners looks after start-ups, freelancers, family businesses and growing companies from Cape Town to Gqeberha, Durban and Johannesburg, all from our office in Rondebosch.',
    ],
  },
  team: {
    title: 'The people behind your books',
    lead: 'A small team, each of whom you can reach by name. The portraits are illustrations.',
  },
  memberships: {
    title: 'Professional memberships',
    lead: 'Our practitioners are registered with these professional bodies, which hold them to their codes of conduct and continuing education.',
  },
  values: {
    title: 'Our values',
    lead: 'Six commitments that guide how we work with every client.',
  },
  whyChoose: {
    title: 'Why businesses choose us',
    lead: 'What you can expect, depending on where your business is today.',
  },
  cta: {
    title: 'Ready to hand over the paperwork?',
    lead: 'Look at what we do, compare the packages, or send us a message and we will call you back.',
    services: 'Explore our services',
    contact: 'Contact us',
    packages: 'View packages',
  },
} as const;

export const VALUES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Integrity',
    text: 'We give honest advice, even when it is not what you hoped to hear, and we never cut corners with SARS.',
  },
  { icon: 'star', title: 'Excellence', text: 'Every reconciliation is reviewed by a second person before it reaches you or the taxman.' },
  {
    icon: 'heart',
    title: 'Client Focus',
    text: 'We learn how your business works and shape our service around it, not the other way round.',
  },
  {
    icon: 'zap',
    title: 'Innovation',
    text: 'Cloud software, bank feeds and automation do the repetitive work, so our people can think about yours.',
  },
  {
    icon: 'clock',
    title: 'Timeliness',
    text: 'Deadlines are promises. Returns are filed before they are due and emails are answered within one business day.',
  },
  {
    icon: 'globe',
    title: 'Accessibility',
    text: 'Plain-language reports, fixed fees and a team you can reach by phone, email or WhatsApp.',
  },
];

export const WHY_CHOOSE: readonly { title: string; items: readonly string[] }[] = [
  {
    title: 'For start-ups and freelancers',
    items: [
      'Help registering for income tax, VAT and PAYE when the time comes',
      'Cloud accounting software set up from day one',
      'Packages from R799 a month that grow with you',
      'Guidance on provisional tax so the first assessment is not a shock',
    ],
  },
  {
    title: 'For growing small businesses',
    items: [
      'Weekly bookkeeping, or daily for high volumes',
      'VAT201 returns prepared and submitted on time',
      'Payroll, payslips, EMP201 and UIF handled every month',
      'A monthly report that shows where the cash went',
    ],
  },
  {
    title: 'For established companies',
    items: [
      'Management accounts and cash-flow forecasts',
      'Annual financial statements and CIPC annual returns',
      'Support during SARS verifications and audits',
      'Quarterly reviews with a senior accountant',
    ],
  },
  {
    title: 'For every client',
    items: [
      'A named bookkeeper who knows your business',
      'Fixed monthly fees in rand with no hourly billing',
      'A secure client portal for documents and requests',
      'Your data kept in line with POPIA',
    ],
  },
];

/** The team on /about: named people and their roles; `portrait` names an illustration (content/images.ts). */
export const TEAM: readonly { name: string; role: string; text: string; portrait: string }[] = [
  {
    name: 'Thandiwe Mokoena',
    role: 'Founder and head of tax',
    text: 'Started the practice in 2018 and signs off every tax return and set of financial statements.',
    portrait: 'team-thandiwe',
  },
  {
    name: 'Pieter van der Merwe',
    role: 'Senior bookkeeper',
    text: 'Looks after the bookkeeping team and the monthly reconciliations of our larger clients.',
    portrait: 'team-pieter',
  },
  {
    name: 'Aisha Daniels',
    role: 'Payroll manager',
    text: 'Runs payroll, EMP201 and UIF for our clients, and the IRP5 season every year.',
    portrait: 'team-aisha',
  },
  {
    name: 'Sipho Ndlovu',
    role: 'Client accountant',
    text: 'The first person new clients speak to: onboarding, proposals and the move from a previous accountant.',
    portrait: 'team-sipho',
  },
];
