import { UsersService } from '../src/users/users.service';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

describe('UsersService.findForSession', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hydrates every column exactly as findOne does (dates, booleans, numbers, nulls)', async () => {
    const { agent, user } = await signedInAgent(t, {
      firstName: 'Zoë',
      lastName: 'Naidoo',
      numberOfEmployees: 12,
      annualRevenue: '1m_5m',
    });
    // Signing in again sets lastLogin; an employee bumps the lists version.
    await agent.post('/api/login').send({ username: user.username, password: 'correct-horse-42' }).expect(200);
    await agent.post('/api/employees').send({ firstName: 'A', lastName: 'B', salaryAmount: 1 }).expect(201);
    const users = t.app.get(UsersService);

    const viaFindOne = await users.findById(user.id);
    const viaSession = await users.findForSession(user.id);
    expect(viaSession).toBeInstanceOf(Object.getPrototypeOf(viaFindOne).constructor);
    expect(viaSession).toEqual(viaFindOne);
    expect(viaSession?.lastLogin).toBeInstanceOf(Date);
    expect(typeof viaSession?.isStaff).toBe('boolean');
    expect(await users.findForSession(999_999)).toBeNull();
  });
});
