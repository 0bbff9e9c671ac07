import type { Schema } from '../api-types';

/** Texts of client businesses: the switcher, the people screen and the invitation page (docs/client-businesses.md). */

export type BusinessRole = Schema<'CurrentBusinessDto'>['role'];
export type BusinessCapability = Schema<'GrantDto'>['capability'];

/** The roles in the order a person would pick them, owners first. */
export const BUSINESS_ROLES: readonly BusinessRole[] = ['owner', 'finance', 'bookkeeper', 'payroll', 'viewer'];

export const BUSINESS_ROLE_LABELS: Record<BusinessRole, string> = {
  owner: 'Owner',
  finance: 'Finance',
  bookkeeper: 'Bookkeeper',
  payroll: 'Payroll administrator',
  viewer: 'Viewer',
};

/** What each role may do, in words (the role table of docs/client-businesses.md). */
export const BUSINESS_ROLE_DESCRIPTIONS: Record<BusinessRole, string> = {
  owner: 'Everything, including people, billing and closing the business’s account.',
  finance: 'Billing (subscriptions, invoices, payments), documents and messages. Not people, nor changing the package.',
  bookkeeper: 'Documents, requests, documents from the firm, messages, company profile and employees. Not billing.',
  payroll: 'Employees and messages; reads the company profile.',
  viewer: 'Reads documents, requests and messages; changes nothing.',
};

/** The area of a capability, for "Your role does not allow …" sentences. */
export const CAPABILITY_AREAS: Record<BusinessCapability, string> = {
  profile: 'the company profile',
  documents: 'documents',
  requests: 'document requests',
  billing: 'billing',
  package: 'the business’s package',
  employees: 'employees',
  messages: 'messages',
  people: 'the business’s people',
  compliance: 'the tax calendar',
  engagement: 'engagement letters',
  work: 'what the firm is working on',
};

export const switcherContent = {
  /** The label of the business name in the header and of the switcher. */
  label: 'Business',
  option: (name: string, role: BusinessRole) => `${name} (${BUSINESS_ROLE_LABELS[role]})`,
  switched: (name: string) => `Now working for ${name}`,
  switchFailed: 'Could not switch business',
  switchFailedFallback: 'Please try again.',
} as const;

export const roleDeniedContent = {
  title: 'Not available for your role',
  text: (role: BusinessRole, area: string) =>
    `Your role in this business (${BUSINESS_ROLE_LABELS[role]}) does not allow ${area}. Ask an owner of the business if you need it.`,
  writeText: (role: BusinessRole, area: string) =>
    `Your role in this business (${BUSINESS_ROLE_LABELS[role]}) may read ${area} but not change them. Ask an owner of the business if you need to.`,
  dashboard: 'Back to the dashboard',
  /** Beside a write action the role may not do. */
  readOnlyReason: (role: BusinessRole) => `Your role (${BUSINESS_ROLE_LABELS[role]}) can read but not change this.`,
} as const;

export const peopleContent = {
  title: 'People',
  subtitle: 'Who acts for this business, and what each person may do.',
  membersTitle: 'Members',
  membersCaption: 'Members of the business',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    lastSignIn: 'Last sign-in',
    twoFactor: 'Two-factor',
    actions: 'Actions',
  },
  you: '(you)',
  never: 'Never',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  changeRole: 'Change role',
  changeRoleFor: (name: string) => `Change role of ${name}`,
  remove: 'Remove',
  removeFor: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this person?',
  removeText: (name: string, business: string) => `${name} will no longer be able to act for ${business}. Their own account stays.`,
  removeConfirm: 'Remove',
  removing: 'Removing…',
  removed: (name: string) => `${name} was removed`,
  roleDialogTitle: (name: string) => `Change role of ${name}`,
  roleSave: 'Save role',
  roleSaving: 'Saving…',
  roleChangedTo: (name: string, role: BusinessRole) => `${name} is now ${BUSINESS_ROLE_LABELS[role]}`,
  actionFailed: 'That did not work',
  actionFailedFallback: 'Please try again.',
  inviteTitle: 'Invite someone',
  inviteDescription: 'They get an email with a link that works once, for 7 days.',
  email: 'Email address',
  role: 'Role',
  invite: 'Send invitation',
  inviting: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}`,
  rolesTitle: 'What each role may do',
  invitationsTitle: 'Open invitations',
  invitationsCaption: 'Invitations waiting for an answer',
  invitationsEmpty: 'No open invitations.',
  invitationColumns: { email: 'Email', role: 'Role', status: 'Status', sentBy: 'Sent by', expires: 'Expires', actions: 'Actions' },
  pending: 'Pending',
  expired: 'Expired',
  unknownSender: '—',
  sendAgain: 'Send again',
  sendAgainFor: (email: string) => `Send the invitation to ${email} again`,
  sentAgain: (email: string) => `A new link went to ${email}`,
  revoke: 'Revoke',
  revokeFor: (email: string) => `Revoke the invitation to ${email}`,
  revokeTitle: 'Revoke this invitation?',
  revokeText: (email: string) => `The link sent to ${email} stops working at once.`,
  revoked: (email: string) => `Invitation to ${email} revoked`,
  loadError: 'The people of this business could not be loaded.',
  validation: {
    email: 'Enter a valid email address',
  },
} as const;

export const leaveContent = {
  title: 'Leave this business',
  text: (business: string) => `Stop acting for ${business}. Your login stays, with your other businesses.`,
  button: 'Leave this business',
  confirmTitle: 'Leave this business?',
  confirmText: (business: string) =>
    `You will no longer see anything of ${business}. An owner can invite you again. A business must keep one owner: if you are its only owner, make someone else an owner first.`,
  confirm: 'Leave',
  leaving: 'Leaving…',
  left: (business: string) => `You left ${business}`,
  failed: 'Could not leave the business',
} as const;

export const invitationContent = {
  pageTitle: 'Invitation',
  heading: 'You are invited',
  intro: (business: string, role: BusinessRole) => `Join ${business} on the client portal as ${BUSINESS_ROLE_LABELS[role]}.`,
  business: 'Business',
  role: 'Role',
  email: 'Invited address',
  roleMay: 'This role may',
  missingToken: 'This invitation link is not complete. Open the link from the email again.',
  invalidTitle: 'This invitation cannot be used',
  loadFailed: 'The invitation could not be loaded. Please try again.',
  accept: 'Accept invitation',
  accepting: 'Joining…',
  accepted: (business: string) => `You joined ${business}`,
  acceptFailed: 'Could not accept the invitation',
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  otherAccount: 'Signed in with another address? Sign out and use the invited one.',
  signOut: 'Sign out',
  registerTitle: 'Create your login',
  registerIntro: 'The link confirms your email address, so you can start at once.',
  haveLogin: 'I already have a login: sign in',
  backHome: 'Back to the website',
  registered: 'Welcome',
  registeredDescription: (business: string) => `Your login is ready and you joined ${business}.`,
  registerFailed: 'Could not create your login',
  registerFailedFallback: 'Please check the form and try again.',
  create: 'Create login and join',
  creating: 'Creating…',
  goDashboard: 'Go to the dashboard',
  home: 'Back to the website',
} as const;
