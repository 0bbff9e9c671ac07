import { FIRM } from './firm';
import { PRICE_VAT } from './vat';

/** Title, description and keywords of each public page (docs/public-site.md: every page sets them). */
export interface PageSeo {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Name used in breadcrumbs and structured data. */
  name: string;
}

const COMMON_KEYWORDS = ['bookkeeping Cape Town', 'online accountant South Africa', 'small business accounting'];

export const PAGE_SEO: Record<string, PageSeo> = {
  '/': {
    name: 'Home',
    title: `${FIRM.name} | Online Bookkeeping, Tax and Payroll in Cape Town`,
    description:
      'Online bookkeeping, VAT, tax and payroll for South African small businesses, freelancers and start-ups. Fixed monthly packages from R799, based in Rondebosch, Cape Town.',
    keywords: [...COMMON_KEYWORDS, 'payroll services', 'VAT returns', 'SARS eFiling', 'bookkeeping packages'],
  },
  '/about': {
    name: 'About Us',
    title: `About Us | ${FIRM.name}`,
    description:
      'Founded in 2018 in Rondebosch, Cape Town, we keep the books, file the returns and run the payroll for small and medium businesses across South Africa.',
    keywords: [...COMMON_KEYWORDS, 'accounting firm Rondebosch', 'bookkeepers Cape Town'],
  },
  '/services': {
    name: 'Services',
    title: `Bookkeeping, Tax, Payroll and Advisory Services | ${FIRM.name}`,
    description: `Bookkeeping, tax and VAT, payroll, financial reporting, advisory and consulting for South African businesses. Monthly packages from R799 to R11,999, ${PRICE_VAT.short}.`,
    keywords: [...COMMON_KEYWORDS, 'VAT registration', 'payroll outsourcing', 'annual financial statements', 'CIPC annual returns'],
  },
  '/blog': {
    name: 'Blog',
    title: `Blog: Bookkeeping, Tax and Payroll Insights | ${FIRM.name}`,
    description:
      'Practical articles on bookkeeping habits, cloud accounting, month-end routines and VAT for South African small businesses.',
    keywords: [...COMMON_KEYWORDS, 'small business tips', 'VAT thresholds 2026', 'cloud accounting'],
  },
  '/faq': {
    name: 'FAQ',
    title: `Frequently Asked Questions | ${FIRM.name}`,
    description:
      'Answers about our bookkeeping, tax, VAT and payroll services, prices, the client portal and how we keep your information safe.',
    keywords: [...COMMON_KEYWORDS, 'bookkeeping FAQ', 'VAT questions', 'payroll questions'],
  },
  '/contact': {
    name: 'Contact Us',
    title: `Contact Us | ${FIRM.name}`,
    description: `Call, email or WhatsApp our bookkeepers in Rondebosch, Cape Town. Open Monday to Saturday, 07:00 to 19:00. Send an enquiry and we reply within one business day.`,
    keywords: [...COMMON_KEYWORDS, 'contact accountant Cape Town', 'bookkeeping quote'],
  },
  '/terms': {
    name: 'Terms and Conditions',
    title: `Terms and Conditions | ${FIRM.name}`,
    description: `The terms that govern the use of the ${FIRM.name} website and our bookkeeping, tax and payroll services.`,
    keywords: ['terms and conditions', FIRM.name],
  },
  '/privacy': {
    name: 'Privacy Policy',
    title: `Privacy Policy | ${FIRM.name}`,
    description: `How ${FIRM.name} collects, uses and protects personal information under POPIA, and how to exercise your rights.`,
    keywords: ['privacy policy', 'POPIA', FIRM.name],
  },
  '/verify-letter': {
    name: 'Check a signed engagement letter',
    title: `Check a Signed Engagement Letter | ${FIRM.name}`,
    description: `Upload an engagement letter signed with ${FIRM.name} to check that it is an original, unchanged copy.`,
    keywords: ['engagement letter', 'verify signature', FIRM.name],
  },
};

export const NOT_FOUND_SEO: PageSeo = {
  name: 'Page Not Found',
  title: `404 Page Not Found | ${FIRM.name}`,
  description: 'The page you are looking for does not exist or has been moved.',
  keywords: [],
};

export const BLOG_NOT_FOUND_SEO: PageSeo = {
  name: 'Blog Post Not Found',
  title: `Blog Post Not Found | ${FIRM.name}`,
  description: 'The article you are looking for does not exist or has been moved.',
  keywords: [],
};

export const NOT_FOUND_TEXT = {
  title: '404 Page Not Found',
  text: 'Sorry, we could not find the page you were looking for. It may have been moved or the address may be mistyped.',
  home: 'Go to the home page',
  contact: 'Contact us',
} as const;
