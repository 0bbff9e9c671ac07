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
