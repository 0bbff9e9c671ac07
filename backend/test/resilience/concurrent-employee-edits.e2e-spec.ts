import request from 'supertest';
import { END_BEFORE_START, START_AFTER_END } from '../../src/employees/dto/create-employee.dto';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from '../support/test-app';

interface Row {
  id: number;
  startDate: string | null;
  endDate: string | null;
  position: string | null;
}

/** The employee rule the service promises for every stored row. */
function consistent(row: Pick<Row, 'startDate' | 'endDate'>): boolean {
  return !row.startDate || !row.endDate || row.endDate >= row.startDate;
}

/**
 * Two sessions of the same user edit the same employee at once: one keeps moving the start date
 * later, the other keeps moving the end date earlier, each change valid against the row as it was
 * read. Whatever the interleaving, no stored row may end before it starts, and every PATCH is
 * either applied whole or refused with the rule's message.
 */
describe('Resilience: two sessions change the same employee concurrently', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never stores an end date before the start date, and each PATCH fully applies or is refused', async () => {
    const fields = registrationFields();
    const a = request.agent(t.http);
    await a.post('/api/register').send(fields).expect(201);
    const b = request.agent(t.http);
    await b.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);

    const ROUNDS = 12;
    let conflictsSeen = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const created = await a
        .post('/api/employees')
        .send({ firstName: 'Naledi', lastName: `Round ${round}`, salaryAmount: 9000, startDate: '2020-06-01' })
        .expect(201);
      const id = (created.body as Row).id;

      // Each request is valid against the starting row (2020-06-01 to open); together they conflict.
      const patches: Array<{ agent: typeof a; body: Record<string, unknown> }> = [];
      for (let i = 0; i < 6; i++) {
        patches.push({ agent: a, body: { startDate: `2021-0${1 + (i % 6)}-15`, position: `A${round}-${i}` } });
        patches.push({ agent: b, body: { endDate: `2020-1${i % 3}-0${1 + (i % 9)}`, position: `B${round}-${i}` } });
        patches.push({ agent: i % 2 ? a : b, body: { endDate: null } });
      }
      const replies = await Promise.all(patches.map((p) => p.agent.patch(`/api/employees/${id}`).send(p.body)));

      replies.forEach((res, i) => {
        const sent = patches[i].body;
        if (res.status === 200) {
          const row = res.body as Row;
          expect(consistent(row)).toBe(true);
        } else if (res.status === 409) {
          // Lost the race several times in a row: refused as a whole, asking to try again.
          expect(res.body).toEqual({ statusCode: 409, message: 'This employee was changed at the same time. Please try again.' });
        } else {
          conflictsSeen += 1;
          // Refused, in the error shape, with the rule's message on the field that was sent.
          const field = 'endDate' in sent ? 'endDate' : 'startDate';
          const message = field === 'endDate' ? END_BEFORE_START : START_AFTER_END;
          expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message }, code: 'employee.dates_out_of_order' });
        }
      });

      const stored = (await t.dataSource.query('SELECT id, startDate, endDate, position FROM company_employees WHERE id = ?', [
        id,
      ])) as Row[];
      const row = { ...stored[0], startDate: dateText(stored[0].startDate), endDate: dateText(stored[0].endDate) };
      expect({ round, row, ok: consistent(row) }).toEqual({ round, row, ok: true });

      // All or nothing: the stored position belongs to a PATCH that was applied, never to a refused one.
      const applied = replies.map((r, i) => (r.status === 200 ? patches[i].body.position : undefined)).filter(Boolean);
      const refused = replies.map((r, i) => (r.status !== 200 ? patches[i].body.position : undefined)).filter(Boolean);
      if (row.position !== null) {
        expect(applied).toContain(row.position);
        expect(refused).not.toContain(row.position);
      }
    }
    // The scenario really conflicts: some changes had to be refused.
    expect(conflictsSeen).toBeGreaterThan(0);

    // Every row of the user, read through the API, keeps the rule.
    const list = (await a.get('/api/employees').expect(200)).body as Row[];
    expect(list).toHaveLength(ROUNDS);
    expect(list.filter((r) => !consistent(r))).toEqual([]);
  }, 60_000);
});

/** MariaDB returns DATE as 'yyyy-MM-dd' (dateStrings) and SQLite stores the same text; normalise just in case. */
function dateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}
