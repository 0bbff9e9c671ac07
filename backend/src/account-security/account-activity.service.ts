import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../activity/activity-log.entity';
import { ActivityService } from '../activity/activity.service';
import { describeUserAgent } from './user-agent';
import { AccountActivityDto, AccountActivityPageDto, ActivityKind } from './dto/account-activity.dto';

import { STAFF_DOCUMENT_ACCESS } from '../documents/staff/staff-document-access';

/** The actions a client sees on /dashboard/activity, with their kind and wording. */
const SHOWN: Record<string, { kind: ActivityKind; summary: (d: Record<string, unknown>) => string }> = {
  register: { kind: 'sign-in', summary: () => 'Created the account and signed in' },
  login: { kind: 'sign-in', summary: (d) => `Signed in${METHOD_WORDS[String(d.method)] ?? ''}` },
  'second-factor-failed': { kind: 'security', summary: () => 'A wrong second-step code was entered' },
  'password.change': { kind: 'security', summary: () => 'Changed the password' },
  'email.change': { kind: 'security', summary: () => 'Changed the email address' },
  'two-factor-enabled': { kind: 'security', summary: () => 'Turned on two-factor sign-in' },
  'two-factor-disabled': { kind: 'security', summary: () => 'Turned off two-factor sign-in' },
  'two-factor-reset': { kind: 'security', summary: () => 'Two-factor sign-in was reset by the firm' },
  'recovery-code-used': { kind: 'security', summary: () => 'Used a recovery code' },
  'passkey-added': { kind: 'security', summary: (d) => `Added the passkey “${String(d.name ?? '')}”` },
  'passkey-removed': { kind: 'security', summary: (d) => `Removed the passkey “${String(d.name ?? '')}”` },
  'passkeys-removed': { kind: 'security', summary: (d) => `Removed all passkeys (${Number(d.removed ?? 0)}) after a password reset` },
  'session-revoked': { kind: 'security', summary: () => 'Signed out another device' },
  'sessions-revoked': { kind: 'security', summary: () => 'Signed out all other devices' },
  'data.export': {
    kind: 'security',
    summary: (d) => (d.background ? 'A copy of all account data was prepared and emailed' : 'Downloaded a copy of all account data'),
  },
  'data.export.requested': { kind: 'security', summary: () => 'Asked for a copy of all account data' },
  'data.export.download': { kind: 'security', summary: () => 'Downloaded the prepared copy of all account data' },
  'document.upload': { kind: 'document', summary: () => 'Uploaded a document' },
  'document.delete': { kind: 'document', summary: () => 'Deleted a document' },
  'employee.added': { kind: 'records', summary: () => 'Added an employee' },
  'employee.changed': { kind: 'records', summary: (d) => `Changed an employee's ${employeeFieldWords(d.fields)}` },
  'employee.removed': { kind: 'records', summary: () => 'Removed an employee' },
  [STAFF_DOCUMENT_ACCESS]: {
    kind: 'staff-access',
    summary: (d) => (d.mode === 'view' ? 'A staff member viewed a document' : 'A staff member downloaded a document'),
  },
};

/** The employee register's fields as a sentence names them ("position, salary and tax number"). */
const EMPLOYEE_FIELD_WORDS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email address',
  phone: 'phone number',
  position: 'position',
  employeeId: 'employee ID',
  taxNumber: 'tax number',
  salaryAmount: 'salary',
  startDate: 'start date',
  endDate: 'end date',
  isActive: 'active status',
};

function employeeFieldWords(fields: unknown): string {
  const words = (Array.isArray(fields) ? fields : []).map((f) => EMPLOYEE_FIELD_WORDS[String(f)] ?? String(f));
  if (words.length === 0) return 'details';
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const METHOD_WORDS: Record<string, string> = {
  totp: ' with an authenticator code',
  'recovery-code': ' with a recovery code',
  passkey: ' with a passkey',
  password: ' with the password',
};

/**
 * The client's view of the audit trail ("who opened my documents"): their sign-ins, security
 * changes, uploads and deletions, and every staff view or download of their documents.
 */
@Injectable()
export class AccountActivityService {
  constructor(private readonly activity: ActivityService) {}

  async page(userId: number, limit: number, offset: number): Promise<AccountActivityPageDto> {
    const [rows, total] = await this.activity.pageOfUser(userId, Object.keys(SHOWN), { limit, offset });
    return { items: rows.map(toDto), total, limit, offset };
  }

  /** Every shown row, oldest first (the data export). */
  async all(userId: number): Promise<AccountActivityDto[]> {
    const rows = await this.activity.allOfUser(userId, Object.keys(SHOWN));
    return rows.map(toDto);
  }
}

function toDto(row: ActivityLog): AccountActivityDto {
  const shown = SHOWN[row.action];
  const details = row.details ?? {};
  const staffAccess = shown.kind === 'staff-access';
  return {
    id: row.id,
    at: row.timestamp,
    kind: shown.kind,
    action: row.action,
    summary: shown.summary(details),
    // A staff member's address and browser are theirs, not the client's to see.
    ip: staffAccess ? null : row.ipAddress,
    device: staffAccess ? null : describeDevice(row.userAgent),
    fileName: typeof details.fileName === 'string' ? details.fileName : null,
    staffName: staffAccess && typeof details.staffName === 'string' ? details.staffName : null,
    staffRole: staffAccess && typeof details.staffRole === 'string' ? details.staffRole : null,
  };
}

function describeDevice(userAgent: string | null): string | null {
  const d = describeUserAgent(userAgent);
  return d ? `${d.browser} on ${d.os}` : null;
}
