import request from 'supertest';
import { ClientAssignment } from '../src/staff/client-assignment.entity';
import { assign, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

describe('GET /api/overview (accountant and deadlines)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('needs a signed-in user, and is never cached', async () => {
    await request(t.http).get('/api/overview').expect(401);
    const { agent } = await clientAgent(t);
    const res = await agent.get('/api/overview').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a client with no accountant and no staff or VAT: provisional tax only', async () => {
    const { agent } = await clientAgent(t);
    const res = await agent.get('/api/overview').expect(200);
    expect(res.body.accountant).toBeNull();
    expect(res.body.deadlines.map((d: { kind: string }) => d.kind)).toEqual(['provisional-tax']);
    expect(res.body.deadlines[0]).toEqual({
      kind: 'provisional-tax',
      title: 'Provisional tax (IRP6)',
      detail: expect.stringMatching(/^(First|Second) payment for the year ending February \d{4}\.$/),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      source: 'https://www.sars.gov.za/types-of-tax/provisional-tax/',
    });
  });

  it('shows the assigned accountant (name, initials, contact) and no one else', async () => {
    const { agent, user: client } = await clientAgent(t);
    const { user: other } = await clientAgent(t);
    const { user: accountant } = await staffAgent(t, 'accountant', { firstName: 'Nomsa', lastName: 'Dlamini' });
    const { user: second } = await staffAgent(t, 'accountant', { firstName: 'Pieter', lastName: 'Botha' });
    await assign(t, other.id, second.id);
    // An ended assignment is not shown.
    await t.dataSource.getRepository(ClientAssignment).save({ clientId: client.id, accountantId: second.id, isActive: false, notes: null });
    await assign(t, client.id, accountant.id);

    const res = await agent.get('/api/overview').expect(200);
    expect(res.body.accountant).toEqual({ name: 'Nomsa Dlamini', initials: 'ND', email: accountant.email, phone: null });
    expect(JSON.stringify(res.body)).not.toMatch(/password|role|Pieter/);
  });

  it('an employer, VAT vendor and company gets EMP201, VAT201, provisional tax and the CIPC return', async () => {
    const { agent } = await clientAgent(t, {
      vatNumber: '4123456789',
      registrationNumber: '2019/123456/07',
      businessType: 'private_company',
      numberOfEmployees: 3,
    });
    const res = await agent.get('/api/overview').expect(200);
    const kinds = res.body.deadlines.map((d: { kind: string }) => d.kind);
    expect(kinds.sort()).toEqual(['cipc-annual-return', 'emp201', 'provisional-tax', 'vat201']);
    const dated = res.body.deadlines.filter((d: { dueDate: string | null }) => d.dueDate !== null);
    expect(dated.map((d: { dueDate: string }) => d.dueDate)).toEqual([...dated.map((d: { dueDate: string }) => d.dueDate)].sort());
    expect(res.body.deadlines[res.body.deadlines.length - 1]).toMatchObject({ kind: 'cipc-annual-return', dueDate: null });
  });

  it('active employee records count as employees for EMP201', async () => {
    const { agent } = await clientAgent(t);
    await agent
      .post('/api/employees')
      .send({ firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18500, startDate: '2024-01-01' })
      .expect(201);
    const res = await agent.get('/api/overview').expect(200);
    expect(res.body.deadlines.map((d: { kind: string }) => d.kind)).toContain('emp201');
  });
});
