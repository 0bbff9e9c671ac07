import type { IconName } from './icon-names';
import { VAT_THRESHOLD_SENTENCE } from './vat';
import { PRICE_VAT } from './vat';

/** Texts of /services (docs/public-site.md). */
export const SERVICES_PAGE = {
  breadcrumb: 'Services',
  backHome: 'Back to Home',
  hero: {
    title: 'Our services',
    lead: 'Bookkeeping, tax, payroll, reporting and advice for South African small and medium businesses, delivered online for a fixed monthly fee.',
  },
  servicesSection: { id: 'services', title: 'What we do', lead: 'Pick a single service or let us run your whole finance function.' },
  packages: {
    title: 'Packages and prices',
    lead: `Fixed monthly fees in rand, ${PRICE_VAT.short}. Each package includes a free tier of cloud accounting software; from Essential up, a free payroll tool too.`,
  },
  customQuote: {
    title: 'Need a custom quote?',
    lead: 'Several entities, catch-up work, a once-off set of financial statements or something else entirely: tell us and we will quote a fixed fee.',
    cta: 'Request a Custom Quote',
  },
  reachUs: {
    title: 'Questions before you decide?',
    lead: 'Message us or send an email and a bookkeeper will reply within one business day.',
    whatsapp: 'Chat on WhatsApp',
    email: 'Email us',
    emailSubject: 'Enquiry about your services',
  },
} as const;

export interface ServiceCard {
  id: 'bookkeeping' | 'tax' | 'payroll' | 'advisory' | 'consulting' | 'financial-reporting';
  icon: IconName;
  title: string;
  text: string;
  points: readonly string[];
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 'bookkeeping',
    icon: 'book',
    title: 'Bookkeeping',
    text: 'Every transaction captured, categorised and reconciled against your bank statements, in cloud software you own.',
    points: [
      'Books updated weekly, or daily for high volumes',
      'Bank, credit card and loan reconciliations',
      'Debtors and creditors kept up to date',
      'Source documents filed in the client portal',
    ],
  },
  {
    id: 'tax',
    icon: 'receipt',
    title: 'Tax and VAT',
    text: 'Income tax, provisional tax and VAT returns prepared from reconciled books and submitted to SARS on eFiling before they are due.',
    points: [
      'VAT registration, VAT201 returns and SARS correspondence',
      'Provisional tax (IRP6) estimates and submissions',
      'Company (ITR14) and individual (ITR12) income tax returns',
      VAT_THRESHOLD_SENTENCE,
    ],
  },
  {
    id: 'payroll',
    icon: 'users',
    title: 'Payroll',
    text: 'Salaries calculated, payslips issued and statutory returns filed every month, from one employee to a few hundred.',
    points: [
      'Monthly payslips and payroll reports',
      'PAYE, UIF and SDL on the EMP201, paid on time',
      'Bi-annual EMP501 reconciliations and IRP5 certificates',
      'UIF declarations and leave records',
    ],
  },
  {
    id: 'financial-reporting',
    icon: 'report',
    title: 'Financial reporting',
    text: 'Reports that tell you how the business is doing, and the statements your bank, investors and CIPC ask for.',
    points: ['Monthly management accounts', 'Annual financial statements', 'CIPC annual returns', 'Cash-flow forecasts and budgets'],
  },
  {
    id: 'advisory',
    icon: 'compass',
    title: 'Business advisory',
    text: 'An accountant in your corner when you need to decide, not only when the year is over.',
    points: [
      'Choosing a business structure: sole proprietor, partnership or (Pty) Ltd',
      'Pricing, margins and cash-flow planning',
      'Preparing for finance applications',
      'Quarterly review meetings',
    ],
  },
  {
    id: 'consulting',
    icon: 'briefcase',
    title: 'Consulting',
    text: 'Once-off projects to fix, move or set up your finance systems properly.',
    points: [
      'Catch-up bookkeeping for missed months or years',
      'Moving from spreadsheets or desktop software to the cloud',
      'Company registration with CIPC and SARS',
      'Process reviews and internal controls',
    ],
  },
];
