import { CATALOGUE_PACKAGES, type CataloguePackage } from './catalogue';

/**
 * The engagement letter: its wording per package, the states a letter moves through and the steps
 * of buying a package (docs/engagement-letters.md). The server fills the wording with the firm's
 * and the business's details, freezes it on the letter when it is sent and prints it to PDF; the
 * portal shows the same frozen sections on screen, so what is read is what is signed.
 */

export const ENGAGEMENT_LETTER_STATUSES = ['sent', 'viewed', 'signed', 'countersigned', 'withdrawn', 'superseded'] as const;
export type EngagementLetterStatus = (typeof ENGAGEMENT_LETTER_STATUSES)[number];

/** States in which the client may still sign. */
export const SIGNABLE_LETTER_STATUSES: readonly EngagementLetterStatus[] = ['sent', 'viewed'];

/** What each state is called on the screens. */
export const ENGAGEMENT_LETTER_STATUS_LABELS: Readonly<Record<EngagementLetterStatus, string>> = {
  sent: 'Waiting for your signature',
  viewed: 'Waiting for your signature',
  signed: 'Signed, waiting for the firm',
  countersigned: 'Signed by both sides',
  withdrawn: 'Withdrawn',
  superseded: 'Replaced by a newer letter',
};

/** The same states as the firm's staff read them. */
export const ENGAGEMENT_LETTER_STAFF_LABELS: Readonly<Record<EngagementLetterStatus, string>> = {
  sent: 'Sent, not opened',
  viewed: 'Opened, not signed',
  signed: 'Signed, to countersign',
  countersigned: 'Countersigned',
  withdrawn: 'Withdrawn',
  superseded: 'Superseded',
};

/** Buying a package, as the client sees where they are: each step is done when the next one starts. */
export const BUY_STEPS = [
  { key: 'choose', label: 'Choose a package' },
  { key: 'sign', label: 'Sign the engagement letter' },
  { key: 'invoice', label: 'First invoice issued' },
  { key: 'pay', label: 'Pay the invoice' },
  { key: 'active', label: 'Subscription active' },
] as const;
export type BuyStep = (typeof BUY_STEPS)[number]['key'];

/** Days after sending on which an unsigned letter is reminded of. */
export const ENGAGEMENT_REMINDER_DAYS = [3, 7] as const;

/** The longest typed signature name and the largest drawn signature accepted (its base64 must fit the API's 100 kB JSON body). */
export const SIGNER_NAME_MAX = 120;
export const SIGNATURE_PNG_MAX_BYTES = 60 * 1024;
/** A custom scope or proposal note, as staff may write them. */
export const PROPOSAL_SCOPE_MAX = 4000;
export const PROPOSAL_NOTE_MAX = 2000;
/** The firm's reason for withdrawing an unsigned letter, which the business's owners are sent and shown. */
export const WITHDRAWAL_REASON_MAX = 500;

export interface LetterSection {
  heading: string;
  paragraphs: string[];
  /** Bulleted items printed after the paragraphs. */
  items?: string[];
}

/** What the wording is filled with: run-time firm settings, the business profile and the agreed terms. */
export interface LetterFacts {
  firm: {
    name: string;
    legalName: string;
    address: string;
    email: string;
    phone: string;
    vatNumber: string | null;
    saipaNumber: string | null;
    saitNumber: string | null;
  };
  client: { name: string; address: string | null; registrationNumber: string | null; vatNumber: string | null };
  /** The catalogue package, or null for a custom scope. */
  packageType: CataloguePackage['packageType'] | null;
  title: string;
  /** Staff's own wording of the work, for a proposal; replaces or adds to the package's scope. */
  customScope: string | null;
  /** The agreed monthly fee as the portal prints it ("R3,599.00"). */
  monthlyFee: string;
  /** True when the fee includes VAT (the firm is VAT-registered). */
  feeIncludesVat: boolean;
  paymentTermsDays: number;
  /** The date the letter is issued, as people read it ("26 November 2026"). */
  issuedOn: string;
  /**
   * Set when the letter changes the package the client holds (its package or its fee): the title
   * held now. Such a letter takes effect from the first billing period not yet invoiced, and
   * signing it invoices nothing.
   */
  changesPackage?: string | null;
}

/** What each package's work leaves out: named so nobody assumes it is included. */
const EXCLUSIONS: Readonly<Record<CataloguePackage['packageType'], string[]>> = {
  'start-ups': [
    'VAT, PAYE and income tax returns (quoted separately when needed)',
    'Payroll',
    'Annual financial statements and the CIPC annual return',
  ],
  essential: ['VAT returns', 'Income tax returns', 'Annual financial statements and the CIPC annual return'],
  standard: ['Income tax and provisional tax returns', 'Annual financial statements and the CIPC annual return'],
  advanced: ['Annual financial statements and the CIPC annual return', 'Audits and independent reviews'],
  professional: ['Audits and independent reviews', 'Annual financial statements of group companies other than the client'],
  elite: ['Audits and independent reviews, which the firm does not perform'],
};

function packageOf(type: CataloguePackage['packageType'] | null): CataloguePackage | undefined {
  return type ? CATALOGUE_PACKAGES.find((p) => p.packageType === type) : undefined;
}

function professionalBodies(f: LetterFacts['firm']): string {
  const bodies = [
    f.saipaNumber ? `the South African Institute of Professional Accountants (SAIPA), practice number ${f.saipaNumber}` : null,
    f.saitNumber ? `the South African Institute of Taxation (SAIT), membership number ${f.saitNumber}` : null,
  ].filter((b): b is string => b !== null);
  return bodies.length
    ? `${f.legalName} is a member of ${bodies.join(' and of ')}, and follows that body's code of professional conduct, which requires a written engagement letter before work begins.`
    : `${f.legalName} follows the code of professional conduct of the professional body its accountants belong to, which requires a written engagement letter before work begins.`;
}

/** The letter's sections, filled in: the one wording of every engagement letter. */
export function engagementLetterSections(facts: LetterFacts): LetterSection[] {
  const pkg = packageOf(facts.packageType);
  const { firm, client } = facts;
  const clientLine = [client.name, client.registrationNumber ? `registration number ${client.registrationNumber}` : null, client.address]
    .filter(Boolean)
    .join(', ');
  const scopeItems = pkg ? [...pkg.features] : [];
  const scopeParagraphs = [
    pkg
      ? `${firm.legalName} ("the firm", "we") will provide the ${pkg.title} package to ${client.name} ("the client", "you"): ${pkg.description.charAt(0).toLowerCase()}${pkg.description.slice(1)}`
      : `${firm.legalName} ("the firm", "we") will provide the services described below to ${client.name} ("the client", "you").`,
    ...(facts.customScope ? [facts.customScope] : []),
    'The work is done from the records, statements and information you give us. We do not audit or independently review them, and this engagement is not an audit.',
  ];
  const excluded = pkg ? EXCLUSIONS[pkg.packageType] : ['Anything not described above'];
  return [
    {
      heading: 'Parties',
      paragraphs: [
        `This letter records the terms on which ${firm.legalName} of ${firm.address} will act for ${clientLine}. It was issued on ${facts.issuedOn}.`,
      ],
    },
    { heading: `Scope of work: ${facts.title}`, paragraphs: scopeParagraphs, items: scopeItems },
    {
      heading: 'Not included',
      paragraphs: ['The following is outside this engagement. We will quote for it in writing before doing any of it:'],
      items: excluded,
    },
    {
      heading: 'Fees and when they change',
      paragraphs: [
        `The fee is ${facts.monthlyFee} a month${facts.feeIncludesVat ? ', including VAT at 15%' : ' (the firm is not registered for VAT, so no VAT is added)'}, invoiced monthly in advance and payable within ${facts.paymentTermsDays} days of the invoice by EFT or through the portal.`,
        facts.changesPackage
          ? `This letter replaces the terms of your ${facts.changesPackage} package from the start of the first billing period not yet invoiced when you sign it; the fee above applies from that period's invoice, and nothing is invoiced when you sign. Each month renews automatically until either side ends the engagement.`
          : 'The first invoice is issued when you sign this letter; the work starts when it is paid. Each month renews automatically until either side ends the engagement.',
        'We may change the fee when the volume or nature of the work changes, or once a year in line with inflation. We will tell you in writing at least 30 days before a change; you may end the engagement before it takes effect.',
        'Work outside the scope above is charged only after you accept a written quote.',
      ],
    },
    {
      heading: 'Your responsibilities',
      paragraphs: ['You remain responsible for your business, its records and its tax affairs. In particular you will:'],
      items: [
        'give us complete and accurate records, bank statements and supporting documents by the dates we agree, through the portal;',
        'tell us promptly of changes that affect your tax or statutory position (new employees, VAT registration, a change of directors);',
        'review and approve every return before we submit it, and pay the taxes it shows by the due date;',
        'keep your records for five years, as the Tax Administration Act requires.',
      ],
    },
    {
      heading: 'Our responsibilities',
      paragraphs: ['We will:'],
      items: [
        'do the work with reasonable care and skill, by people qualified for it;',
        'meet the submission dates of SARS and CIPC, provided your records reach us in time;',
        'keep your information confidential, except where the law requires us to disclose it;',
        'tell you promptly of anything we find that needs your attention.',
      ],
    },
    {
      heading: 'Personal information (POPIA)',
      paragraphs: [
        `To do this work the firm processes personal information of the client and, where payroll is included, of its employees, as an operator on the client's behalf and as a responsible party for its own records, under the Protection of Personal Information Act, 2013.`,
        'We process it only for this engagement and for our legal duties (tax, the Financial Intelligence Centre Act and our professional body), keep it secure in the portal, share it only with SARS, CIPC and the service providers the work needs, and keep it no longer than the law requires.',
        `You confirm that you may give us the personal information you share, including your employees'. You may ask what we hold about you, and have it corrected, by writing to ${firm.email}.`,
      ],
    },
    {
      heading: 'Ending the engagement',
      paragraphs: [
        'Either side may end this engagement by giving one calendar month’s notice in writing; in the portal, cancelling the subscription gives that notice and access continues until the end of the period paid for.',
        'We may end it at once if fees remain unpaid 30 days after their due date, or if continuing would breach the law or our professional code.',
        'When it ends we will hand back your records and tell SARS and CIPC that we no longer act for you, where we were your registered representative.',
      ],
    },
    { heading: 'Professional body', paragraphs: [professionalBodies(firm)] },
    {
      heading: 'Signing',
      paragraphs: [
        'You accept these terms by signing this letter in the portal with your full name. Such an electronic signature has the same effect as a signature on paper (section 13 of the Electronic Communications and Transactions Act, 2002). The firm countersigns, and both sides then keep the same signed document.',
      ],
    },
  ];
}
