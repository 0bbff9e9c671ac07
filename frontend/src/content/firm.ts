/**
 * The firm's contact details in one place. Each can be set at build time with a VITE_FIRM_*
 * variable (the list is in content/firm-env.d.ts); the defaults are the Cape Town office's.
 */
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const phoneDisplay = setting(env.VITE_FIRM_PHONE, '021 685 4120');
/** International digits for tel: and wa.me links, e.g. 27216854120. */
const phoneDigits = setting(env.VITE_FIRM_PHONE_INTERNATIONAL, '27216854120').replace(/\D/g, '');
/** The firm's VAT number; unset means not VAT-registered (the same number as the server's FIRM_VAT_NUMBER). */
const vatNumber = env.VITE_FIRM_VAT_NUMBER?.replace(/\s+/g, '') || null;
const whatsappDigits = setting(env.VITE_FIRM_WHATSAPP, '27823094120').replace(/\D/g, '');

/**
 * A professional body the firm's practitioners belong to, shown as a badge with the membership
 * number. Only the bodies whose number is set (VITE_FIRM_SAIPA_NUMBER, VITE_FIRM_SAIT_NUMBER) are
 * shown: the site never claims a membership it cannot number.
 */
export interface Membership {
  abbreviation: string;
  name: string;
  number: string;
  url: string;
}

export function memberships(numbers: { saipa?: string; sait?: string }): Membership[] {
  const bodies: (Omit<Membership, 'number'> & { number: string | undefined })[] = [
    {
      abbreviation: 'SAIPA',
      name: 'South African Institute of Professional Accountants',
      number: numbers.saipa,
      url: 'https://www.saipa.co.za/',
    },
    { abbreviation: 'SAIT', name: 'South African Institute of Taxation', number: numbers.sait, url: 'https://www.thesait.org.za/' },
  ];
  return bodies.flatMap((b) => (b.number?.trim() ? [{ ...b, number: b.number.trim() }] : []));
}

export const FIRM = {
  name: setting(env.VITE_FIRM_NAME, 'Table Bay Accounting'),
  legalName: setting(env.VITE_FIRM_LEGAL_NAME, 'Table Bay Accounting (Pty) Ltd'),
  tagline: 'Online bookkeeping, tax and payroll for South African businesses',
  foundedYear: 2018,
  phone: phoneDisplay,
  phoneHref: `tel:+${phoneDigits}`,
  phoneInternational: `+${phoneDigits}`,
  email: setting(env.VITE_FIRM_EMAIL, 'hello@tablebayaccounting.co.za'),
  whatsappNumber: `+${whatsappDigits}`,
  whatsappUrl: `https://wa.me/${whatsappDigits}`,
  address: {
    street: setting(env.VITE_FIRM_STREET, '2nd Floor, Belmont Office Park, 14 Belmont Road'),
    suburb: 'Rondebosch',
    city: 'Cape Town',
    postalCode: setting(env.VITE_FIRM_POSTAL_CODE, '7700'),
    province: 'Western Cape',
    country: 'South Africa',
    countryCode: 'ZA',
  },
  hours: {
    weekdays: 'Monday to Saturday: 07:00 to 19:00',
    sunday: 'Sunday: Closed',
    /** schema.org openingHours form. */
    schema: 'Mo-Sa 07:00-19:00',
    opens: '07:00',
    closes: '19:00',
  },
  paymentAccepted: ['EFT', 'Bank transfer'],
  memberships: memberships({ saipa: env.VITE_FIRM_SAIPA_NUMBER, sait: env.VITE_FIRM_SAIT_NUMBER }),
  /** null when the firm is not VAT-registered: public prices then say nothing about VAT included (content/vat.ts). */
  vatNumber,
} as const;

/** One line, for the footer and the contact cards. */
export function firmAddressLine(): string {
  const a = FIRM.address;
  return `${a.street}, ${a.suburb}, ${a.city}, ${a.postalCode}`;
}

export function mailto(subject?: string): string {
  return subject ? `mailto:${FIRM.email}?subject=${encodeURIComponent(subject)}` : `mailto:${FIRM.email}`;
}
