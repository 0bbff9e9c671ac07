/**
 * The six monthly packages: the single source for the public package cards, the `services`
 * table seed and the structured data (docs/decisions/0004-one-package-catalogue.md). Pure data,
 * read by the backend's seed and the frontend's pages alike (docs/decisions/0017-shared-package.md).
 */
export interface CataloguePackage {
  /** Stable key, also the anchor on /services and the value of the enquiry form's interest field. */
  packageType: 'start-ups' | 'essential' | 'standard' | 'advanced' | 'professional' | 'elite';
  title: string;
  description: string;
  /** Monthly price in rand, VAT included. */
  price: number;
  /** Transactions a month the package is sized for, as shown on the card. */
  volume: string;
  features: string[];
  /** Employees covered by the free payroll tool, when the package includes it. */
  freePayrollEmployees: number | null;
  /** Free tier of the cloud accounting software included. */
  accountingSoftwareTier: 'Simple Start' | 'Essentials' | 'Plus' | 'Advanced';
  /** The highlighted card. */
  isPrimary: boolean;
  /**
   * An add-on is held beside the main package; every other package is a main package, of which a
   * business holds one at a time (docs/billing.md, "One main package").
   */
  addOn: boolean;
}

export const STARTER_OFFER_PRICE = 199;

export const CATALOGUE_PACKAGES: readonly CataloguePackage[] = [
  {
    packageType: 'start-ups',
    title: 'Start-ups',
    description: 'For new businesses and freelancers finding their feet, with fewer than 30 transactions a month.',
    price: 799,
    volume: 'Under 30 transactions a month',
    features: [
      'Monthly bookkeeping and bank reconciliations',
      'Up to 30 transactions a month',
      'Monthly management report',
      'Free Simple Start cloud accounting software',
      'Email support within one business day',
    ],
    freePayrollEmployees: null,
    accountingSoftwareTier: 'Simple Start',
    isPrimary: false,
    addOn: false,
  },
  {
    packageType: 'essential',
    title: 'Essential',
    description: 'For growing small businesses with 30 to 50 transactions a month.',
    price: 1299,
    volume: '30 to 50 transactions a month',
    features: [
      'Monthly bookkeeping and bank reconciliations',
      '30 to 50 transactions a month',
      'Monthly management report',
      'Free payroll tool for up to 5 employees',
      'Free Simple Start cloud accounting software',
      'Email and phone support',
    ],
    freePayrollEmployees: 5,
    accountingSoftwareTier: 'Simple Start',
    isPrimary: false,
    addOn: false,
  },
  {
    packageType: 'standard',
    title: 'Standard',
    description: 'Bookkeeping, VAT and basic payroll in one package for established small businesses.',
    price: 3599,
    volume: 'Bookkeeping, VAT and basic payroll',
    features: [
      'Weekly bookkeeping and bank reconciliations',
      'VAT201 returns prepared and submitted to SARS',
      'Basic payroll with payslips, EMP201 and UIF',
      'Free payroll tool for up to 5 employees',
      'Free Simple Start cloud accounting software',
      'Dedicated bookkeeper',
    ],
    freePayrollEmployees: 5,
    accountingSoftwareTier: 'Simple Start',
    isPrimary: true,
    addOn: false,
  },
  {
    packageType: 'advanced',
    title: 'Advanced',
    description: 'For busy businesses with about 150 to 200 transactions a month.',
    price: 5999,
    volume: 'About 150 to 200 transactions a month',
    features: [
      'Weekly bookkeeping, or daily for high volumes',
      'About 150 to 200 transactions a month',
      'VAT201 and EMP201 submissions',
      'Payroll with payslips, UIF and IRP5s',
      'Free payroll tool for up to 5 employees',
      'Free Essentials cloud accounting software',
      'Quarterly review with your accountant',
    ],
    freePayrollEmployees: 5,
    accountingSoftwareTier: 'Essentials',
    isPrimary: false,
    addOn: false,
  },
  {
    packageType: 'professional',
    title: 'Professional',
    description: 'Full-service finance function for companies that need reporting and tax handled together.',
    price: 8499,
    volume: 'Higher volumes and several bank accounts',
    features: [
      'Daily bookkeeping and reconciliations',
      'VAT, PAYE and provisional tax submissions',
      'Full payroll administration',
      'Free payroll tool for up to 10 employees',
      'Free Plus cloud accounting software',
      'Monthly management accounts and cash-flow forecast',
    ],
    freePayrollEmployees: 10,
    accountingSoftwareTier: 'Plus',
    isPrimary: false,
    addOn: false,
  },
  {
    packageType: 'elite',
    title: 'Elite',
    description: 'Outsourced finance department with advisory for larger SMEs and groups.',
    price: 11999,
    volume: 'High volumes, several entities',
    features: [
      'Daily bookkeeping across several entities',
      'All SARS submissions: VAT, PAYE, provisional and income tax',
      'Full payroll administration',
      'Free payroll tool for up to 10 employees',
      'Free Advanced cloud accounting software',
      'Annual financial statements and CIPC annual return',
      'Monthly advisory meeting',
    ],
    freePayrollEmployees: 10,
    accountingSoftwareTier: 'Advanced',
    isPrimary: false,
    addOn: false,
  },
];

/** Whether a package (by its packageType) is an add-on; a type the catalogue does not know is a main package. */
export function isAddOnPackage(packageType: string): boolean {
  return CATALOGUE_PACKAGES.find((p) => p.packageType === packageType)?.addOn ?? false;
}
