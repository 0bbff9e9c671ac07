import { CATALOGUE_PACKAGES } from '@table-bay/shared';
import { ENQUIRY_FIELDS } from '../../../content/enquiry';
import { formatMoney } from '../../../lib/format';

// Built here rather than in content/: the labels need lib/format, and content/ sits below lib/.
export interface InterestOption {
  value: string;
  label: string;
}

/** The interest select: empty, the six packages with their monthly prices, custom; general only on the contact form. */
export function interestOptions(variant: 'home' | 'contact'): InterestOption[] {
  const options: InterestOption[] = [
    { value: '', label: ENQUIRY_FIELDS.interest.placeholder },
    ...CATALOGUE_PACKAGES.map((p) => ({ value: p.packageType, label: `${p.title} (${formatMoney(p.price)}/month)` })),
    { value: 'custom', label: ENQUIRY_FIELDS.interest.custom },
  ];
  if (variant === 'contact') options.push({ value: 'general', label: ENQUIRY_FIELDS.interest.general });
  return options;
}
