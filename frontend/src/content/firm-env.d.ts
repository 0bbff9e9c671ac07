/// <reference types="vite/client" />

/** Build-time settings of the firm's contact details (content/firm.ts). */
interface ImportMetaEnv {
  readonly VITE_FIRM_NAME?: string;
  readonly VITE_FIRM_LEGAL_NAME?: string;
  readonly VITE_FIRM_PHONE?: string;
  readonly VITE_FIRM_PHONE_INTERNATIONAL?: string;
  readonly VITE_FIRM_WHATSAPP?: string;
  readonly VITE_FIRM_EMAIL?: string;
  readonly VITE_FIRM_STREET?: string;
  readonly VITE_FIRM_POSTAL_CODE?: string;
  /** Set only when the firm is VAT-registered; the same number as the server's FIRM_VAT_NUMBER. */
  readonly VITE_FIRM_VAT_NUMBER?: string;
  /** Membership numbers; a body's badge is shown only when its number is set. */
  readonly VITE_FIRM_SAIPA_NUMBER?: string;
  readonly VITE_FIRM_SAIT_NUMBER?: string;
}
