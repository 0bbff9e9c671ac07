import { DEFAULT_FIRM_SETTINGS, FIRM_SETTINGS_ELEMENT_ID, type FirmSettings } from '@table-bay/shared';

/**
 * The firm's details in one place, from the server's settings at run time (docs/public-site.md,
 * "Firm settings"): the server renders every page with them and embeds them as JSON in the page
 * (`<script type="application/json" id="firm-settings">`), which the browser reads here, so the
 * islands hydrate with the same values the HTML was rendered with. On the server the renderer
 * puts them on globalThis before it loads the pages' code. The Vite dev server and unit tests have
 * neither and get the defaults.
 */
export type { FirmSettings };

declare global {
  /** Set by the page renderer (frontend/scripts/site-renderer.mjs) before the pages' code loads. */
  var __FIRM_SETTINGS__: FirmSettings | undefined;
}

function readSettings(): FirmSettings {
  if (typeof document !== 'undefined') {
    const json = document.getElementById(FIRM_SETTINGS_ELEMENT_ID)?.textContent;
    if (json) return JSON.parse(json) as FirmSettings;
  }
  return globalThis.__FIRM_SETTINGS__ ?? DEFAULT_FIRM_SETTINGS;
}

const settings = readSettings();

/** The settings this bundle renders with (the server's, or the defaults), to embed in a page. */
export function firmSettings(): FirmSettings {
  return settings;
}
const digits = (s: string) => s.replace(/\D/g, '');
const phoneDigits = digits(settings.phoneInternational);
const whatsappDigits = digits(settings.whatsapp);

/**
 * A professional body the firm's practitioners belong to, shown as a badge with the membership
 * number. Only the bodies whose number is set (the server's FIRM_SAIPA_NUMBER, FIRM_SAIT_NUMBER) are
 * shown: the site never claims a membership it cannot number.
 */
export interface Membership {
  abbreviation: string;
  name: string;
  number: string;
  url: string;
}

export function memberships(numbers: { saipa?: string | null; sait?: string | null }): Membership[] {
  const bodies: (Omit<Membership, 'number'> & { number: string | null | undefined })[] = [
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
  name: settings.name,
  legalName: settings.legalName,
  tagline: 'Online bookkeeping, tax and payroll for South African businesses',
  foundedYear: 2018,
  phone: settings.phone,
  phoneHref: `tel:+${phoneDigits}`,
  phoneInternational: `+${phoneDigits}`,
  email: settings.email,
  whatsappNumber: `+${whatsappDigits}`,
  whatsappUrl: `https://wa.me/${whatsappDigits}`,
  address: {
    street: settings.address.street,
    suburb: settings.address.suburb,
    city: settings.address.city,
    postalCode: settings.address.postalCode,
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
  memberships: memberships(settings.memberships),
  /** null when the firm is not VAT-registered: public prices then say nothing about VAT included (content/vat.ts). */
  vatNumber: settings.vatNumber?.replace(/\s+/g, '') || null,
  /** The account EFT payments go to. */
  bank: settings.bank,
} as const;

/** One line, for the footer and the contact cards. */
export function firmAddressLine(): string {
  const a = FIRM.address;
  return `${a.street}, ${a.suburb}, ${a.city}, ${a.postalCode}`;
}

export function mailto(subject?: string): string {
  return subject ? `mailto:${FIRM.email}?subject=${encodeURIComponent(subject)}` : `mailto:${FIRM.email}`;
}
