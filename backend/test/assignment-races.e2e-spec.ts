import { ClientAssignment } from '../src/access/client-assignment.entity';
import { clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Concurrent assignment requests, on SQLite and (with DB_TYPE=mysql) MariaDB,
 * where each request runs on its own pooled connection and really overlaps.
 */
describe('Assignment races', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('six concurrent assignments of one accountant to one client make exactly one active row', async () => {
    const admin = await staffAgent(t, 'admin');
    const accountant = await staffAgent(t, 'accountant');
    const client = await clientAgent(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.agent.post('/api/staff/assignments').send({ clientId: client.user.businessId, accountantId: accountant.user.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({
        statusCode: 409,
        message: 'That accountant is already assigned to this client',
        code: 'assignment.already_assigned',
      });
    }
    const active = await t.dataSource
      .getRepository(ClientAssignment)
      .countBy({ clientId: client.user.businessId, accountantId: accountant.user.id, isActive: true });
    expect(active).toBe(1);
  });

  it('ending an assignment concurrently succeeds once and really ends the access', async () => {
    const admin = await staffAgent(t, 'admin');
    const accountant = await staffAgent(t, 'accountant');
    const client = await clientAgent(t);
    const created = await admin.agent
      .post('/api/staff/assignments')
      .send({ clientId: client.user.businessId, accountantId: accountant.user.id })
      .expect(201);
    await accountant.agent.get(`/api/staff/clients/${client.user.businessId}`).expect(200);

    const results = await Promise.all(Array.from({ length: 4 }, () => admin.agent.delete(`/api/staff/assignments/${created.body.id}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    await accountant.agent.get(`/api/staff/clients/${client.user.businessId}`).expect(404);

    // History stays, and the accountant can be assigned again.
    await admin.agent
      .post('/api/staff/assignments')
      .send({ clientId: client.user.businessId, accountantId: accountant.user.id })
      .expect(201);
    expect(await t.dataSource.getRepository(ClientAssignment).countBy({ clientId: client.user.businessId })).toBe(2);
  });

  it('refuses a second active row in the database itself, while ended rows may repeat', async () => {
    const accountant = await staffAgent(t, 'accountant');
    const client = await clientAgent(t);
    const repo = t.dataSource.getRepository(ClientAssignment);
    const row = { clientId: client.user.businessId, accountantId: accountant.user.id, assignedBy: null, notes: null };
    await repo.save({ ...row, isActive: false });
    await repo.save({ ...row, isActive: false });
    await repo.save({ ...row, isActive: true });
    await expect(repo.insert({ ...row, isActive: true })).rejects.toThrow(/unique|duplicate/i);
  });
});
