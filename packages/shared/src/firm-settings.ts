/**
 * The firm's public details as the website shows them: one shape for the server, which reads them
 * from its FIRM_* and BANK_* settings at start (backend/src/config/app-config.ts, publicFirmSettings), and for
 * the frontend, which gets them embedded in every page the server sends (docs/public-site.md,
 * "Firm settings"). The frontend imports this file for its types and for the defaults its unit
 * tests and the Vite dev server fall back to, so it must stay free of imports.
 */
export interface FirmSettings {
  name: string;
  legalName: string;
  /** As people read it, e.g. "021 685 4120". */
  phone: string;
  /** International digits for tel: links, e.g. "27216854120". */
  phoneInternational: string;
  /** International digits of the WhatsApp line, for wa.me links. */
  whatsapp: string;
  email: string;
  address: { street: string; suburb: string; city: string; postalCode: string };
  /** null when the firm is not VAT-registered: prices then say "no VAT added" and invoices carry no VAT. */
  vatNumber: string | null;
  /** Membership numbers; null for a body the firm does not belong to (no badge is shown for it). */
  memberships: { saipa: string | null; sait: string | null };
  /** The account EFT payments go to. */
  bank: { bankName: string; accountHolder: string; accountNumber: string; branchCode: string; accountType: string };
}

/** What an unset setting means: the Cape Town office's details (the README's settings table lists each variable). */
export const DEFAULT_FIRM_SETTINGS: FirmSettings = {
  name: 'Table Bay Accounting',
  legalName: 'Table Bay Accounting (Pty) Ltd',
  phone: '021 685 4120',
  phoneInternational: '27216854120',
  whatsapp: '27823094120',
  email: 'hello@tablebayaccounting.co.za',
  address: { street: '2nd Floor, Belmont Office Park, 14 Belmont Road', suburb: 'Rondebosch', city: 'Cape Town', postalCode: '7700' },
  vatNumber: null,
  memberships: { saipa: null, sait: null },
  bank: {
    bankName: 'First National Bank',
    accountHolder: 'Table Bay Accounting (Pty) Ltd',
    accountNumber: '62845190237',
    branchCode: '250655',
    accountType: 'Business cheque',
  },
};

/** The id of the JSON block every served page carries the settings in (read by frontend/src/content/firm.ts). */
export const FIRM_SETTINGS_ELEMENT_ID = 'firm-settings';
