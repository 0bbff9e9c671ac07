import { firmToday } from '../../src/common/calendar/firm-calendar';
import request from 'supertest';
import { PasswordService } from '../../src/users/password.service';
import { ActivityLog } from '../../src/activity/activity-log.entity';
import { StaffRole } from '../../src/users/staff-roles';
import { ClientAssignment } from '../../src/access/client-assignment.entity';
import { StaffAccountsService } from '../../src/users/staff-accounts.service';
import { User } from '../../src/users/user.entity';
import { DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './test-app';
import { enrolTotp } from './two-factor';

/** Staff suites sign in and register many times; the per-IP limits are tested elsewhere. */
export const STAFF_SUITE_ENV = {
  REGISTER_LIMIT_PER_HOUR: '1000000',
  LOGIN_LIMIT_PER_IP: '1000000',
  LOGIN_LIMIT_PER_USERNAME: '1000000',
  ENQUIRY_LIMIT_PER_HOUR: '1000000',
  LETTER_VERIFY_LIMIT_PER_HOUR: '1000000',
  REAUTH_LIMIT_PER_ACCOUNT: '1000000',
  REAUTH_LIMIT_PER_IP: '1000000',
  UPLOAD_LIMIT_PER_HOUR: '1000000',
  TWO_FACTOR_LIMIT_PER_IP: '1000000',
  TWO_FACTOR_LIMIT_PER_ACCOUNT: '1000000',
  MESSAGE_LIMIT_PER_HOUR: '1000000',
  INVITE_LIMIT_PER_DAY: '1000000',
  PASSWORD_RESET_LIMIT_PER_IP: '1000000',
  PASSWORD_RESET_LIMIT_PER_ACCOUNT: '1000000',
};

export type Agent = ReturnType<typeof request.agent>;

/** Creates a staff account through the same service as the admin API and create-admin, then signs it in. */
export async function staffAgent(
  t: TestApp,
  role: StaffRole,
  overrides: Partial<{ firstName: string; lastName: string }> = {},
): Promise<{ agent: Agent; user: User }> {
  const fields = registrationFields();
  const passwords = t.app.get(PasswordService);
  const user = await t.app.get(StaffAccountsService).create((p) => passwords.hash(p), {
    username: fields.username as string,
    email: fields.email as string,
    password: DEFAULT_PASSWORD,
    role,
    firstName: overrides.firstName ?? role[0].toUpperCase() + role.slice(1),
    lastName: overrides.lastName ?? 'Staff',
  });
  const agent = request.agent(t.http);
  await agent.post('/api/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
  // Staff reach nothing before their authenticator is set up (docs/account-security.md).
  await enrolTotp(agent);
  return { agent, user };
}

/** A registered, signed-in client with a company name to search for. */
export async function clientAgent(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signedInAgent(t, { firstName: 'Thandi', lastName: 'Nkosi', company: 'Nkosi Catering', ...overrides });
}

/** Assigns an accountant to a client business (its id: `user.businessId`, never a person's id). */
export async function assign(t: TestApp, businessId: number, accountantId: number): Promise<void> {
  await t.dataSource
    .getRepository(ClientAssignment)
    .save({ clientId: businessId, accountantId, assignedBy: null, isActive: true, notes: null });
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads one PDF through the client's real upload route; returns the new document's id. */
export async function upload(agent: Agent, opts: { category?: string; requestId?: number; fileName?: string } = {}): Promise<number> {
  let req = agent.post('/api/documents/upload').field('category', opts.category ?? 'bank_statement');
  if (opts.requestId !== undefined) req = req.field('requestId', String(opts.requestId));
  const res = await req
    .attach('files', PDF, { filename: opts.fileName ?? 'statement-march.pdf', contentType: 'application/pdf' })
    .expect(201);
  return (res.body as { documents: Array<{ id: number }> }).documents[0].id;
}

/** Domain-event handlers run after the request that emitted; poll until their effect shows. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function activityRows(t: TestApp, action: string): Promise<ActivityLog[]> {
  return t.dataSource.getRepository(ActivityLog).find({ where: { action }, order: { id: 'ASC' } });
}

/** A date in South Africa `days` from today, as yyyy-MM-dd. */
export function saDate(days: number): string {
  return firmToday(new Date(Date.now() + days * 86_400_000));
}
