import request from 'supertest';
import { In } from 'typeorm';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { CompanyEmployee } from '../src/employees/company-employee.entity';
import { firmToday } from '../src/common/calendar/firm-calendar';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const DAY = 86_400_000;

const employee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sipho',
  lastName: 'Dlamini',
  email: 'sipho@example.co.za',
  phone: '+27 82 555 0101',
  position: 'Office manager',
  employeeId: 'EMP001',
  taxNumber: '0123456789',
  salaryAmount: 18500.5,
  startDate: '2021-02-01',
  endDate: null,
  isActive: true,
  ...overrides,
});

describe('Employees API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers 401 on every route when signed out', async () => {
    await request(t.http).get('/api/employees').expect(401);
    await request(t.http).post('/api/employees').send(employee()).expect(401);
    await request(t.http).patch('/api/employees/1').send({ firstName: 'X' }).expect(401);
    await request(t.http).delete('/api/employees/1').expect(401);
  });

  it('adds, lists, updates and removes an employee', async () => {
    const { agent, user } = await signedInAgent(t);
    const created = await agent.post('/api/employees').send(employee()).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      businessId: user.businessId,
      userId: user.id,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: 'sipho@example.co.za',
      phone: '+27 82 555 0101',
      position: 'Office manager',
      employeeId: 'EMP001',
      taxNumber: '0123456789',
      salaryAmount: 18500.5,
      startDate: '2021-02-01',
      endDate: null,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id as number;

    const list = await agent.get('/api/employees').expect(200);
    expect(list.body).toEqual([created.body]);
    // The user carries the same list as companyEmployees.
    expect((await agent.get('/api/user').expect(200)).body.companyEmployees).toEqual([created.body]);

    const updated = await agent
      .patch(`/api/employees/${id}`)
      .send({ position: 'Operations manager', endDate: '2025-06-30', isActive: false, phone: '' })
      .expect(200);
    expect(updated.body).toMatchObject({
      id,
      position: 'Operations manager',
      endDate: '2025-06-30',
      isActive: false,
      phone: null,
      firstName: 'Sipho',
    });

    const removed = await agent.delete(`/api/employees/${id}`).expect(200);
    expect(removed.body).toEqual({ message: 'Employee removed' });
    expect((await agent.get('/api/employees').expect(200)).body).toEqual([]);
  });

  it('takes the minimal form: optional fields blank become null, isActive defaults to true, salary may be text', async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent
      .post('/api/employees')
      .send({ firstName: ' Aisha ', lastName: 'Khan', email: '', phone: '', salaryAmount: '14200.75', startDate: '', endDate: '' })
      .expect(201);
    expect(res.body).toMatchObject({
      firstName: 'Aisha',
      email: null,
      phone: null,
      position: null,
      salaryAmount: 14200.75,
      startDate: null,
      endDate: null,
      isActive: true,
    });
  });

  it('lists active employees first, then by last name', async () => {
    const { agent } = await signedInAgent(t);
    const people = [
      { firstName: 'Zanele', lastName: 'Zulu', isActive: true },
      { firstName: 'Anna', lastName: 'adams', isActive: false, endDate: '2024-01-31' },
      { firstName: 'Ben', lastName: 'botha', isActive: true },
      { firstName: 'Carl', lastName: 'Abrahams', isActive: true },
    ];
    for (const p of people) await agent.post('/api/employees').send(employee(p)).expect(201);
    const res = await agent.get('/api/employees').expect(200);
    expect(res.body.map((e: { lastName: string }) => e.lastName)).toEqual(['Abrahams', 'botha', 'Zulu', 'adams']);
  });

  it('gives the form messages for missing and invalid fields', async () => {
    const { agent } = await signedInAgent(t);
    const empty = await agent.post('/api/employees').send({}).expect(400);
    expect(empty.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      salaryAmount: 'Amount must be greater than 0',
    });
    const bad = await agent
      .post('/api/employees')
      .send(employee({ firstName: '  ', lastName: '', email: 'sipho-at-example', salaryAmount: 0, isActive: 'yes' }))
      .expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      message: 'First name is required',
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        salaryAmount: 'Amount must be greater than 0',
        isActive: 'Active must be true or false',
      },
    });
    for (const [salaryAmount, message] of [
      [-10, 'Amount must be greater than 0'],
      ['', 'Amount must be greater than 0'],
      ['abc', 'Amount must be greater than 0'],
      [100.123, 'Amount can have at most 2 decimal places'],
      [1e12, 'Amount is too large'],
    ] as const) {
      const res = await agent.post('/api/employees').send(employee({ salaryAmount })).expect(400);
      expect(res.body.errors).toEqual({ salaryAmount: message });
    }
    const extra = await agent
      .post('/api/employees')
      .send(employee({ userId: 999 }))
      .expect(400);
    expect(extra.body.errors).toEqual({ userId: 'property userId should not exist' });
    expect(await t.dataSource.getRepository(CompanyEmployee).count()).toBe(0);
  });

  it('checks the dates: format, 1900-01-01, not in the future, end not before start', async () => {
    const { agent } = await signedInAgent(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ startDate: '01/02/2021' }, { startDate: 'Start date must be a date in the form yyyy-MM-dd' }],
      [{ startDate: '2021-02-30' }, { startDate: 'Start date must be a date in the form yyyy-MM-dd' }],
      [{ startDate: '1899-12-31' }, { startDate: 'Start date cannot be before 1900-01-01' }],
      [{ startDate: firmToday(new Date(Date.now() + 2 * DAY)) }, { startDate: 'Start date cannot be in the future' }],
      [{ endDate: '2021-13-01' }, { endDate: 'End date must be a date in the form yyyy-MM-dd' }],
      [{ startDate: null, endDate: '1899-01-01' }, { endDate: 'End date cannot be before 1900-01-01' }],
      [{ startDate: '2021-02-01', endDate: '2021-01-31' }, { endDate: 'End date cannot be before the start date' }],
      [{ startDate: 20210201 }, { startDate: 'Start date must be a date in the form yyyy-MM-dd' }],
    ];
    for (const [fields, errors] of cases) {
      const res = await agent.post('/api/employees').send(employee(fields)).expect(400);
      expect(res.body.errors).toEqual(errors);
    }
    // Boundaries that are allowed: 1900-01-01, today, an end date on the start date or in the future.
    await agent
      .post('/api/employees')
      .send(employee({ startDate: '1900-01-01', endDate: '1900-01-01' }))
      .expect(201);
    await agent
      .post('/api/employees')
      .send(employee({ startDate: firmToday(), endDate: firmToday(new Date(Date.now() + 60 * DAY)) }))
      .expect(201);
  });

  it('refuses a PATCH that puts the end date before the stored start date, or the start after the stored end', async () => {
    const { agent } = await signedInAgent(t);
    const { body } = await agent
      .post('/api/employees')
      .send(employee({ startDate: '2022-03-01', endDate: '2023-03-01' }))
      .expect(201);
    const end = await agent.patch(`/api/employees/${body.id}`).send({ endDate: '2022-02-28' }).expect(400);
    expect(end.body).toEqual({
      statusCode: 400,
      message: 'End date cannot be before the start date',
      errors: { endDate: 'End date cannot be before the start date' },
      code: 'employee.dates_out_of_order',
    });
    const start = await agent.patch(`/api/employees/${body.id}`).send({ startDate: '2023-04-01' }).expect(400);
    expect(start.body.errors).toEqual({ startDate: 'Start date cannot be after the end date' });
    // Moving both together is fine, and clearing the end date is too.
    await agent.patch(`/api/employees/${body.id}`).send({ startDate: '2023-04-01', endDate: '2023-05-01' }).expect(200);
    const cleared = await agent.patch(`/api/employees/${body.id}`).send({ endDate: null, isActive: true }).expect(200);
    expect(cleared.body).toMatchObject({ startDate: '2023-04-01', endDate: null, isActive: true });
  });

  it('refuses null or blank for required fields in a PATCH, and validates what is sent', async () => {
    const { agent } = await signedInAgent(t);
    const { body } = await agent.post('/api/employees').send(employee()).expect(201);
    const res = await agent
      .patch(`/api/employees/${body.id}`)
      .send({ firstName: null, lastName: '', salaryAmount: null, email: 'bad' })
      .expect(400);
    expect(res.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      salaryAmount: 'Amount must be greater than 0',
      email: 'Invalid email address',
    });
    const unchanged = await agent.patch(`/api/employees/${body.id}`).send({}).expect(200);
    expect(unchanged.body).toMatchObject({ firstName: 'Sipho', salaryAmount: 18500.5 });
  });

  it("answers 404 for another user's employee, an unknown id or a malformed one, and leaves it alone", async () => {
    const { agent } = await signedInAgent(t);
    const other = await signedInAgent(t);
    const theirs = await other.agent.post('/api/employees').send(employee()).expect(201);
    for (const id of [String(theirs.body.id), '999999', 'x1']) {
      const patch = await agent.patch(`/api/employees/${id}`).send({ firstName: 'Mallory' }).expect(404);
      // A malformed id is refused by the route's pipe (no code); a real one by the service (employee.not_found).
      expect(patch.body).toMatchObject({ statusCode: 404, message: 'Employee not found' });
      await agent.delete(`/api/employees/${id}`).expect(404);
    }
    expect((await agent.get('/api/employees').expect(200)).body).toEqual([]);
    const row = await t.dataSource.getRepository(CompanyEmployee).findOneByOrFail({ id: theirs.body.id });
    expect(row.firstName).toBe('Sipho');
  });

  it('records who added, changed and removed an employee, with the field names and never the values', async () => {
    const { agent, user } = await signedInAgent(t);
    const id = (await agent.post('/api/employees').send(employee()).expect(201)).body.id as number;
    await agent
      .patch(`/api/employees/${id}`)
      .send({ salaryAmount: 21000, taxNumber: '9876543210', position: 'Office manager' })
      .expect(200);
    await agent.delete(`/api/employees/${id}`).expect(200);

    const rows = await t.dataSource
      .getRepository(ActivityLog)
      .find({ where: { action: In(['employee.added', 'employee.changed', 'employee.removed']) }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.userId, r.action, r.details])).toEqual([
      [user.id, 'employee.added', { businessId: user.businessId, employeeId: id }],
      [user.id, 'employee.changed', { businessId: user.businessId, employeeId: id, fields: ['position', 'salaryAmount', 'taxNumber'] }],
      [user.id, 'employee.removed', { businessId: user.businessId, employeeId: id }],
    ]);
    // The salary, the tax number and the employee's name are the employee's personal data, not the trail's.
    expect(JSON.stringify(rows)).not.toMatch(/21000|9876543210|0123456789|Sipho|Dlamini/);

    const activity = await agent.get('/api/account/activity').expect(200);
    const shown = (activity.body.items as Array<{ action: string; kind: string; summary: string }>).filter((i) =>
      i.action.startsWith('employee.'),
    );
    expect(shown.map((i) => [i.kind, i.summary])).toEqual([
      ['records', 'Removed an employee'],
      ['records', "Changed an employee's position, salary and tax number"],
      ['records', 'Added an employee'],
    ]);
  });

  it('records nothing for a change that was refused or changed nothing', async () => {
    const { agent } = await signedInAgent(t);
    const id = (await agent.post('/api/employees').send(employee()).expect(201)).body.id as number;
    await agent.patch(`/api/employees/${id}`).send({ endDate: '2020-01-01' }).expect(400);
    await agent.patch(`/api/employees/${id}`).send({}).expect(200);
    await agent.delete(`/api/employees/${id + 1000}`).expect(404);
    const actions = (await t.dataSource.getRepository(ActivityLog).find({ order: { id: 'ASC' } })).map((r) => r.action);
    expect(actions.filter((a) => a.startsWith('employee.'))).toEqual(['employee.added']);
  });
});
