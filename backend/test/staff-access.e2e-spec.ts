import request from 'supertest';
import { enrolTotp } from './support/two-factor';
import { ClientAssignment } from '../src/access/client-assignment.entity';
import { PasswordService } from '../src/users/password.service';
import { SessionRecord } from '../src/session/session-record.entity';
import { EMAIL_TAKEN, StaffAccountsService } from '../src/users/staff-accounts.service';
import { cliErrorText } from '../src/cli/cli-error';
import { User } from '../src/users/user.entity';
import { activityRows, assign, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';

/** Every staff route, with ids that need not exist: the role check comes before any lookup. */
const STAFF_ROUTES: Array<[method: 'get' | 'post' | 'patch' | 'delete', path: string]> = [
  ['get', '/api/staff/enquiries/waitlist'],
  ['patch', '/api/staff/enquiries/waitlist/1'],
  ['get', '/api/staff/enquiries/contact'],
  ['patch', '/api/staff/enquiries/contact/1'],
  ['get', '/api/staff/clients'],
  ['get', '/api/staff/clients/1'],
  ['get', '/api/staff/documents'],
  ['get', '/api/staff/clients/1/documents/1/file'],
  ['patch', '/api/staff/clients/1/documents/1/review'],
  ['get', '/api/staff/document-requests'],
  ['get', '/api/staff/clients/1/document-requests'],
  ['post', '/api/staff/clients/1/document-requests'],
  ['delete', '/api/staff/clients/1/document-requests/1'],
  ['post', '/api/staff/clients/1/subscriptions/1/start-on-account'],
  ['get', '/api/staff/clients/1/notes'],
  ['post', '/api/staff/clients/1/notes'],
  ['patch', '/api/staff/clients/1/notes/1'],
  ['delete', '/api/staff/clients/1/notes/1'],
  ['get', '/api/staff/notifications'],
  ['patch', '/api/staff/notifications/read-all'],
  ['patch', '/api/staff/notifications/1/read'],
  ['get', '/api/staff/team'],
  ['post', '/api/staff/team'],
  ['patch', '/api/staff/team/1'],
  ['post', '/api/staff/team/1/deactivate'],
  ['post', '/api/staff/team/1/reactivate'],
  ['get', '/api/staff/assignments'],
  ['post', '/api/staff/assignments'],
  ['delete', '/api/staff/assignments/1'],
];

const ADMIN_ROUTES = STAFF_ROUTES.filter(([, path]) => /\/api\/staff\/(team|assignments)|\/start-on-account$/.test(path));

describe('Staff side: roles, scope, staff accounts and assignments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers 401 to nobody and 403 "Staff access only" to a client on every staff route', async () => {
    const { agent } = await clientAgent(t);
    for (const [method, path] of STAFF_ROUTES) {
      const anon = await request(t.http)[method](path).send({});
      expect([path, anon.status]).toEqual([path, 401]);
      const res = await agent[method](path).send({});
      expect([path, res.status, res.body]).toEqual([path, 403, { statusCode: 403, message: 'Staff access only' }]);
    }
  });

  it('documents every staff route in the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    const paths = Object.keys(res.body.paths as Record<string, unknown>);
    for (const [, path] of STAFF_ROUTES) {
      const templated = path.replace(/\/1(?=\/|$)/g, '/{id}');
      expect(paths.some((p) => p.replace(/\{[^}]+\}/g, '{id}') === templated)).toBe(true);
    }
    expect(res.body.components.schemas.ClientDetailResponseDto).toBeDefined();
  });

  it('keeps staff accounts and assignments to admins: accountant and manager get 403', async () => {
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    for (const agent of [accountant, manager]) {
      for (const [method, path] of ADMIN_ROUTES) {
        const res = await agent[method](path).send({});
        expect([path, res.status, res.body.message]).toEqual([path, 403, 'Your staff role does not allow that']);
      }
    }
  });

  it('shows an accountant only assigned clients and answers 404 for any other', async () => {
    const { user: mine } = await clientAgent(t, { company: 'Mine (Pty) Ltd' });
    const { user: other } = await clientAgent(t, { company: 'Other (Pty) Ltd' });
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, mine.businessId, acc.id);

    const list = await accountant.get('/api/staff/clients').expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items.map((c: { id: number }) => c.id)).toEqual([mine.businessId]);
    await accountant.get(`/api/staff/clients/${mine.businessId}`).expect(200);

    // Out of scope looks exactly like missing, on every client route.
    const notFound = { statusCode: 404, message: 'Client not found', code: 'client.not_found' };
    expect((await accountant.get(`/api/staff/clients/${other.businessId}`).expect(404)).body).toEqual(notFound);
    expect((await accountant.get(`/api/staff/clients/999999`).expect(404)).body).toEqual(notFound);
    await accountant.get(`/api/staff/clients/${other.businessId}/document-requests`).expect(404);
    await accountant.post(`/api/staff/clients/${other.businessId}/notes`).send({ content: 'Hello' }).expect(404);
    await accountant.get(`/api/staff/clients/${other.businessId}/invoices`).expect(404);

    // Managers see everyone; staff accounts are never listed as clients.
    const all = await manager.get('/api/staff/clients').expect(200);
    expect(all.body.total).toBe(2);

    // An ended assignment ends the access.
    await t.dataSource.getRepository(ClientAssignment).update({ clientId: mine.businessId }, { isActive: false });
    await accountant.get(`/api/staff/clients/${mine.businessId}`).expect(404);
  });

  it('treats the isStaff flag without a staff role as accountant scope', async () => {
    const { user: client } = await clientAgent(t);
    const fields = registrationFields();
    const agent = request.agent(t.http);
    const reg = await agent.post('/api/register').send(fields).expect(201);
    await t.dataSource.getRepository(User).update({ id: reg.body.id }, { isStaff: true });
    await agent.get('/api/staff/clients').expect(403); // staff, so 2FA set-up comes first
    await enrolTotp(agent);
    const list = await agent.get('/api/staff/clients').expect(200);
    expect(list.body.items).toEqual([]);
    await agent.get(`/api/staff/clients/${client.businessId}`).expect(404);
    await agent.get('/api/staff/team').expect(403);
  });

  it('lets an admin create staff, change a role, deactivate and reactivate, with audit rows', async () => {
    const { agent: admin, user: adminUser } = await staffAgent(t, 'admin');
    const fields = registrationFields();
    const created = await admin
      .post('/api/staff/team')
      .send({
        username: fields.username,
        email: fields.email,
        password: DEFAULT_PASSWORD,
        role: 'accountant',
        firstName: 'Sipho',
        lastName: 'Dube',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      username: fields.username,
      role: 'accountant',
      isActive: true,
      name: 'Sipho Dube',
      assignedClients: 0,
    });
    expect(JSON.stringify(created.body)).not.toContain('argon2');
    expect(created.body).not.toHaveProperty('password');

    const bad = await admin.post('/api/staff/team').send({ username: 'x', email: 'nope', password: 'short', role: 'client' }).expect(400);
    expect(bad.body.errors).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      role: 'Role must be admin, manager or accountant',
      // Clients see staff by name, so a staff account has one.
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    await admin
      .post('/api/staff/team')
      .send({
        username: fields.username,
        email: 'other@firm.co.za',
        password: DEFAULT_PASSWORD,
        role: 'manager',
        firstName: 'Ayanda',
        lastName: 'Mokoena',
      })
      .expect(409);

    // The new accountant signs in and works.
    const sipho = request.agent(t.http);
    await sipho.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
    await enrolTotp(sipho);
    await sipho.get('/api/staff/clients').expect(200);

    const { user: client } = await clientAgent(t);
    const assignment = await admin
      .post('/api/staff/assignments')
      .send({ clientId: client.businessId, accountantId: created.body.id, notes: 'VAT vendor' })
      .expect(201);
    expect(assignment.body).toMatchObject({
      clientId: client.businessId,
      accountantId: created.body.id,
      accountantName: 'Sipho Dube',
      isActive: true,
      notes: 'VAT vendor',
    });

    const team = await admin.get('/api/staff/team').expect(200);
    expect(team.body.find((m: { id: number }) => m.id === created.body.id)).toMatchObject({ assignedClients: 1 });

    const promoted = await admin.patch(`/api/staff/team/${created.body.id}`).send({ role: 'manager' }).expect(200);
    expect(promoted.body.role).toBe('manager');
    await admin.patch(`/api/staff/team/${created.body.id}`).send({ role: 'accountant' }).expect(200);

    // Deactivation: sessions end at once, sign-in fails, assignments end.
    const off = await admin.post(`/api/staff/team/${created.body.id}/deactivate`).expect(200);
    expect(off.body).toMatchObject({ isActive: false, assignedClients: 0 });
    await sipho.get('/api/staff/clients').expect(401);
    expect(await t.dataSource.getRepository(SessionRecord).count({ where: { userId: created.body.id } })).toBe(0);
    const refused = await request(t.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(401);
    expect(refused.body.message).toBe('Invalid username or password');
    expect(await t.dataSource.getRepository(ClientAssignment).count({ where: { accountantId: created.body.id, isActive: true } })).toBe(0);
    await admin.post(`/api/staff/team/${created.body.id}/deactivate`).expect(409);

    const on = await admin.post(`/api/staff/team/${created.body.id}/reactivate`).expect(200);
    expect(on.body.isActive).toBe(true);
    await request(t.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);

    // An admin cannot lock themselves out, and the firm keeps an active admin.
    expect((await admin.patch(`/api/staff/team/${adminUser.id}`).send({ role: 'manager' }).expect(403)).body.message).toMatch(/your own/);
    await admin.post(`/api/staff/team/${adminUser.id}/deactivate`).expect(403);
    await admin.patch(`/api/staff/team/${client.id}`).send({ role: 'manager' }).expect(404);

    const actions = [
      'staff.member.create',
      'staff.member.role',
      'staff.member.deactivate',
      'staff.member.reactivate',
      'staff.assignment.create',
    ];
    for (const action of actions) {
      const rows = await activityRows(t, action);
      expect([action, rows.length > 0, rows[0]?.userId]).toEqual([action, true, adminUser.id]);
    }
    expect((await activityRows(t, 'staff.member.deactivate'))[0].details).toMatchObject({ staffId: created.body.id, assignmentsEnded: 1 });
  });

  it('manages assignments: duplicate 409, non-accountant 400, unassign keeps history', async () => {
    const { agent: admin } = await staffAgent(t, 'admin');
    const { user: acc, agent: accountant } = await staffAgent(t, 'accountant');
    const { user: manager } = await staffAgent(t, 'manager');
    const { user: client } = await clientAgent(t);

    const a = await admin.post('/api/staff/assignments').send({ clientId: client.businessId, accountantId: acc.id }).expect(201);
    await admin.post('/api/staff/assignments').send({ clientId: client.businessId, accountantId: acc.id }).expect(409);
    const wrong = await admin.post('/api/staff/assignments').send({ clientId: client.businessId, accountantId: manager.id }).expect(400);
    expect(wrong.body.errors).toEqual({ accountantId: expect.stringMatching(/Only accountants/) });
    await admin.post('/api/staff/assignments').send({ clientId: 999999, accountantId: acc.id }).expect(404);
    await admin.post('/api/staff/assignments').send({ clientId: client.businessId }).expect(400);

    await accountant.get(`/api/staff/clients/${client.businessId}`).expect(200);
    const listed = await admin.get(`/api/staff/assignments?clientId=${client.businessId}`).expect(200);
    expect(listed.body).toHaveLength(1);

    const ended = await admin.delete(`/api/staff/assignments/${a.body.id}`).expect(200);
    expect(ended.body).toEqual({ message: 'Accountant unassigned' });
    await admin.delete(`/api/staff/assignments/${a.body.id}`).expect(409);
    await accountant.get(`/api/staff/clients/${client.businessId}`).expect(404);
    expect((await admin.get(`/api/staff/assignments?clientId=${client.businessId}`).expect(200)).body).toHaveLength(0);
    const history = await admin.get(`/api/staff/assignments?clientId=${client.businessId}&includeInactive=true`).expect(200);
    expect(history.body).toEqual([expect.objectContaining({ id: a.body.id, isActive: false })]);
    expect(await activityRows(t, 'staff.assignment.end')).toHaveLength(1);
  });

  it('create-admin creates the first admin, and promotes and unlocks an existing account', async () => {
    // As the command builds it: on the users repository, without the web app.
    const accounts = new StaffAccountsService(t.dataSource.getRepository(User));
    const passwords = t.app.get(PasswordService);
    const hash = (p: string) => passwords.hash(p);
    const fields = registrationFields();

    // Without a name the mails would say "nomsa at Table Bay Accounting asked…": a name is required.
    await expect(
      accounts.createOrPromoteAdmin(hash, {
        username: fields.username as string,
        email: fields.email as string,
        password: DEFAULT_PASSWORD,
      }),
    ).rejects.toThrow('A new admin needs a full name: mails to clients name the person who acts');
    await expect(
      accounts.createOrPromoteAdmin(hash, {
        username: fields.username as string,
        email: fields.email as string,
        password: DEFAULT_PASSWORD,
        firstName: '  ',
      }),
    ).rejects.toThrow('A new admin needs a full name: mails to clients name the person who acts');
    expect(await t.dataSource.getRepository(User).countBy({ username: fields.username as string })).toBe(0);

    const made = await accounts.createOrPromoteAdmin(hash, {
      username: fields.username as string,
      email: fields.email as string,
      password: DEFAULT_PASSWORD,
      firstName: 'Nomsa',
      lastName: 'Dlamini',
    });
    expect(made.created).toBe(true);
    expect(made.user).toMatchObject({ role: 'admin', isStaff: true, firstName: 'Nomsa', lastName: 'Dlamini' });
    // A refusal of the service reaches the command's output as `code: message` (see cli/cli-error.ts).
    const refusal = await accounts
      .createOrPromoteAdmin(hash, {
        username: 'another-admin',
        email: fields.email as string,
        password: DEFAULT_PASSWORD,
        firstName: 'Sipho',
      })
      .catch((err: unknown) => err);
    expect(cliErrorText(refusal, { plainErrors: true })).toBe(`user.email_taken: ${EMAIL_TAKEN}`);
    const agent = request.agent(t.http);
    await agent.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
    await enrolTotp(agent);
    await agent.get('/api/staff/team').expect(200);

    await expect(accounts.createOrPromoteAdmin(hash, { username: 'nobody-yet', firstName: 'Sipho' })).rejects.toThrow(
      /email address and a password/,
    );

    // A client who registered through the site becomes admin; their password stays.
    const { user: client } = await clientAgent(t);
    const promoted = await accounts.createOrPromoteAdmin(hash, { username: client.username });
    expect(promoted).toMatchObject({ created: false, user: { id: client.id, role: 'admin', isStaff: true } });
    await request(t.http).post('/api/login').send({ username: client.username, password: DEFAULT_PASSWORD }).expect(200);

    // A deactivated admin is unlocked, with a new password when one is given.
    await agent.post(`/api/staff/team/${client.id}/deactivate`).expect(200);
    await accounts.createOrPromoteAdmin(hash, { username: client.username, password: 'a-brand-new-password' });
    await request(t.http).post('/api/login').send({ username: client.username, password: 'a-brand-new-password' }).expect(200);
  });
});
