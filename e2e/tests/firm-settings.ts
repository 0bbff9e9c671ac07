/**
 * The firm settings the browser suites' server starts with (playwright.config.ts, webServer), in
 * one place so the tests know what the pages must say: the server renders the public pages with
 * them at start (docs/public-site.md, "Firm settings"). E2E_FIRM_* override them for a run; an
 * empty value unsets one (E2E_FIRM_VAT_NUMBER= runs the suites as a firm that is not VAT-registered,
 * which billing-journey.spec.ts does not support: it checks tax invoices).
 */
const setting = (name: string, fallback: string): string => process.env[name] ?? fallback;

export const E2E_FIRM = {
  /** VAT-registered by default: invoices are tax invoices and prices say "incl. VAT". */
  vatNumber: setting('E2E_FIRM_VAT_NUMBER', '4123456789'),
  /** No memberships by default: the site then shows no badge. */
  saipaNumber: setting('E2E_FIRM_SAIPA_NUMBER', ''),
  saitNumber: setting('E2E_FIRM_SAIT_NUMBER', ''),
};

/** The server's environment for these settings. */
export function firmServerEnv(): Record<string, string> {
  return {
    FIRM_VAT_NUMBER: E2E_FIRM.vatNumber,
    FIRM_SAIPA_NUMBER: E2E_FIRM.saipaNumber,
    FIRM_SAIT_NUMBER: E2E_FIRM.saitNumber,
  };
}
