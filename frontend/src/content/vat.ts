import { FIRM } from './firm';

/**
 * VAT facts quoted across the site (docs/decisions/0005-vat-thresholds-2026.md): the thresholds changed on 1 April 2026,
 * and the copy states both the current and the previous figures with the date of the change.
 */
export const VAT = {
  rate: '15%',
  changeDate: '1 April 2026',
  compulsoryThreshold: 'R2.3 million',
  voluntaryThreshold: 'R120,000',
  previousCompulsoryThreshold: 'R1 million',
  previousVoluntaryThreshold: 'R50,000',
} as const;

/** One sentence used wherever a page explains when a business must register. */
export const VAT_THRESHOLD_SENTENCE =
  `From ${VAT.changeDate}, registration for VAT is compulsory once your taxable supplies exceed ` +
  `${VAT.compulsoryThreshold} in any 12-month period (it was ${VAT.previousCompulsoryThreshold} before that date), ` +
  `and you may register voluntarily once they exceed ${VAT.voluntaryThreshold} (previously ${VAT.previousVoluntaryThreshold}). ` +
  `The standard rate remains ${VAT.rate}.`;

/**
 * What a quoted price says about VAT, in one place (docs/decisions/0011-prices-include-vat.md).
 * A VAT vendor's prices include VAT and say so; a firm that is not VAT-registered charges none, so
 * its prices never claim to include it, matching its invoices (plain invoices without VAT).
 */
export interface PriceVatWording {
  /** Whether the prices include VAT (schema.org valueAddedTaxIncluded). */
  included: boolean;
  /** After a price or list of prices: "incl. VAT" or "no VAT added". */
  short: string;
  /** A full sentence for the terms and the footer. */
  sentence: string;
}

export function priceVatWording(vatRegistered: boolean): PriceVatWording {
  return vatRegistered
    ? { included: true, short: 'incl. VAT', sentence: `Prices include VAT at ${VAT.rate} unless stated otherwise.` }
    : { included: false, short: 'no VAT added', sentence: 'We are not registered for VAT, so no VAT is added to our prices.' };
}

/** The firm's own wording, from the server's FIRM_VAT_NUMBER at run time (content/firm.ts). */
export const PRICE_VAT: PriceVatWording = priceVatWording(FIRM.vatNumber !== null);
