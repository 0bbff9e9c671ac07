import type { Schema } from '../api-types';

/** Texts of the compliance calendar (docs/compliance.md): the client's and staff's tax calendars. */

export type ObligationStatus = Schema<'ObligationStatus'>;
export type ObligationType = Schema<'ObligationType'>;

/** Every status in the order work moves through them. */
export const OBLIGATION_STATUS_ORDER: readonly ObligationStatus[] = [
  'upcoming',
  'awaiting_client',
  'in_progress',
  'submitted',
  'paid',
  'not_applicable',
];

export const OBLIGATION_STATUS_LABELS: Record<ObligationStatus, string> = {
  upcoming: 'Upcoming',
  awaiting_client: 'Awaiting you',
  in_progress: 'In progress',
  submitted: 'Submitted',
  paid: 'Paid',
  not_applicable: 'Not applicable',
};

/** Staff read "Awaiting you" from the client's side: for them it is the client they wait on. */
export const STAFF_OBLIGATION_STATUS_LABELS: Record<ObligationStatus, string> = {
  ...OBLIGATION_STATUS_LABELS,
  awaiting_client: 'Awaiting client',
};

/** Every type in the order the rules sort them. */
export const OBLIGATION_TYPE_ORDER: readonly ObligationType[] = [
  'VAT201',
  'EMP201',
  'EMP501_INTERIM',
  'EMP501_ANNUAL',
  'IRP6_FIRST',
  'IRP6_SECOND',
  'IRP6_THIRD',
  'ITR14',
  'CIPC_ANNUAL_RETURN',
  'COIDA_ROE',
];

export const OBLIGATION_TYPE_LABELS: Record<ObligationType, string> = {
  VAT201: 'VAT201 (VAT return)',
  EMP201: 'EMP201 (PAYE, UIF and SDL)',
  EMP501_INTERIM: 'EMP501 interim reconciliation',
  EMP501_ANNUAL: 'EMP501 annual reconciliation',
  IRP6_FIRST: 'IRP6 first provisional payment',
  IRP6_SECOND: 'IRP6 second provisional payment',
  IRP6_THIRD: 'IRP6 top-up payment',
  ITR14: 'ITR14 (company income tax return)',
  CIPC_ANNUAL_RETURN: 'CIPC annual return',
  COIDA_ROE: 'COIDA return of earnings',
};

export const obligationLabels = {
  overdue: 'Overdue',
  due: (date: string) => `Due ${date}`,
  prn: 'PRN',
  amount: 'Amount',
  note: 'Note',
  proof: 'Proof',
  noProof: 'None yet',
  download: (fileName: string) => `Download ${fileName}`,
} as const;

export const taxCalendarContent = {
  title: 'Tax calendar',
  subtitle: 'Your SARS, CIPC and Compensation Fund dates, worked out from your tax details, and where each one stands.',
  caption: 'Tax obligations by due date',
  filters: {
    year: 'Show',
    current: 'This year and the next 12 months',
    yearOption: (year: number) => `Due in ${year}`,
    type: 'Type',
    allTypes: 'All types',
    status: 'Status',
    allStatuses: 'All statuses',
  },
  columns: {
    status: 'Status',
    obligation: 'Obligation',
    due: 'Due',
    reference: 'PRN and amount',
    proof: 'Proof',
    actions: 'Actions',
  },
  loading: 'Loading your tax calendar…',
  loadError: 'Your tax calendar could not be loaded. Please try again.',
  emptyTitle: 'Nothing due in this period',
  emptyNoProfile: 'Add your VAT category, PAYE reference and company details on the Company Info page, and your dates appear here.',
  emptyFiltered: 'No obligation matches these filters.',
  profileLink: 'Open Company Info',
  profileHint: 'The dates follow your tax details on the Company Info page.',
  addProof: 'Add proof',
  addProofLabel: (label: string) => `Add proof: ${label}`,
  proofDialog: {
    title: 'Add proof',
    description: (label: string) => `Upload the submitted return or the proof of payment for ${label}. Your accountant sees it at once.`,
    file: 'File',
    fileHint: 'A PDF or a photo, up to 10 MB.',
    fileRequired: 'Choose a file to upload',
    submit: 'Upload',
    submitting: 'Uploading…',
    success: 'Proof added',
    successDescription: (fileName: string, label: string) => `${fileName} is attached to ${label}.`,
    failed: 'The proof could not be added',
    failedFallback: 'Please try again.',
    documentDescription: (label: string) => `Proof for ${label}`,
  },
} as const;

export const deadlinesCardContent = {
  description: 'Your next SARS and CIPC dates, from your tax calendar.',
  empty: 'Nothing falls due in the next 90 days.',
  viewAll: 'Open the tax calendar',
  profileLink: 'Add your tax details',
} as const;

export const staffTaxCalendarContent = {
  title: 'Tax calendar',
  subtitle: 'SARS, CIPC and Compensation Fund obligations of your clients, earliest due first.',
  caption: 'Client obligations by due date',
  tabCaption: 'This client’s obligations by due date',
  filters: {
    client: 'Client',
    allClients: 'All clients',
    type: 'Type',
    allTypes: 'All types',
    status: 'Status',
    allStatuses: 'All statuses',
    overdue: 'Overdue only',
    from: 'Due from',
    to: 'Due until',
  },
  columns: {
    status: 'Status',
    obligation: 'Obligation',
    client: 'Client',
    due: 'Due',
    reference: 'PRN and amount',
    proof: 'Proof',
    actions: 'Actions',
  },
  emptyTitle: 'No obligations',
  emptyText: 'No obligation of your clients matches these filters.',
  emptyClient: 'This client has no obligations in this window: their tax details may still be missing.',
  update: 'Update',
  updateLabel: (label: string, client: string) => `Update ${label} of ${client}`,
  dialog: {
    title: 'Update obligation',
    description: (label: string, client: string) => `${label}, ${client}.`,
    status: 'Status',
    prn: 'PRN (payment reference)',
    prnHint: 'As SARS prints it on the return or the statement of account: letters and digits.',
    amount: 'Amount (rand)',
    amountHint: 'What was declared or paid, for example 12500.50.',
    note: 'Note',
    proof: 'Proof',
    proofHint:
      "Documents of the client's that prove it: the submitted return, a proof of payment. Publish the firm's copy to the client first to choose it here.",
    proofLoading: 'Loading the client’s documents…',
    proofNone: 'The client has no documents yet.',
    uploaded: 'uploaded by the client',
    published: 'from the firm',
    amountInvalid: 'The amount must be a number of rand with at most two decimals',
    amountNegative: 'The amount cannot be negative',
    prnInvalid: 'The PRN may contain only letters and digits, as SARS prints it',
    submit: 'Save',
    success: 'Obligation updated',
    successDescription: (label: string) => `${label} is saved.`,
    failed: 'The change could not be saved',
    failedFallback: 'Please check the fields and try again.',
  },
} as const;

/** The private calendar link on the tax calendar screen. */
export const calendarFeedContent = {
  title: 'Your calendar app',
  text: 'Subscribe to these dates in Google Calendar, Outlook or Apple Calendar with a private link. Anyone with the link can read the dates, so keep it to yourself.',
  once: 'The link is shown once. Making a new one stops the old one at once.',
  create: 'Make a private link',
  rotate: 'Make a new link',
  revoke: 'Turn the link off',
  linkLabel: 'Your private calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  copiedDescription: 'Paste it where your calendar app asks for a calendar URL ("From URL" or "Subscribe").',
  created: 'Private link made',
  createdDescription: 'Copy it into your calendar app now: it is not shown again.',
  revoked: 'Calendar link turned off',
  revokedDescription: 'Calendar apps that used it stop receiving your dates.',
  failed: 'That did not work',
  failedFallback: 'Please try again.',
} as const;
