import { PRICE_VAT } from './vat';

/** Header and footer links of the public site (docs/public-site.md). */
export interface NavLink {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Blog', to: '/blog' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
];

export const GET_STARTED: NavLink = { label: 'Get Started', to: '/#contact' };
/** Where clients sign in: in the header for visitors who are signed out, and in the footer. */
export const CLIENT_LOGIN: NavLink = { label: 'Client login', to: '/auth' };

export const ACCOUNT_MENU = {
  label: 'My Account',
  dashboard: { label: 'Dashboard', to: '/dashboard' },
  logout: 'Logout',
} as const;

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Pricing packages', to: '/#packages' },
      { label: 'All services', to: '/services#services' },
      { label: 'Bookkeeping', to: '/services#bookkeeping' },
      { label: 'Tax and VAT', to: '/services#tax' },
      { label: 'Payroll', to: '/services#payroll' },
      { label: 'Financial reporting', to: '/services#financial-reporting' },
      { label: 'Business advisory', to: '/services#advisory' },
      { label: 'Consulting', to: '/services#consulting' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms and conditions', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Check a signed engagement letter', to: '/verify-letter' },
    ],
  },
];

export const FOOTER_TEXT = {
  about:
    'Online bookkeeping, tax, payroll and financial reporting for small and medium businesses, freelancers and start-ups across South Africa, from our office in Rondebosch, Cape Town.',
  contactTitle: 'Contact',
  hoursTitle: 'Business hours',
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  registration: `Prices in South African rand. ${PRICE_VAT.sentence}`,
} as const;

export const FLOATING_BUTTONS = {
  /** The landmark around the three: on a phone they are a row at the end of the page. */
  group: 'Quick contact',
  call: 'Call us',
  whatsapp: 'Chat with us on WhatsApp',
  backToTop: 'Back to top',
} as const;
