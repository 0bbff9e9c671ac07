import ICAL from 'ical.js';
import request from 'supertest';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { Clock } from '../src/common/clock/clock';
import { CalendarFeed } from '../src/compliance/calendar-feed.entity';
import { ComplianceObligation } from '../src/compliance/compliance-obligation.entity';
import { hashLinkToken } from '../src/notifications/tokens';
import { activityRows, clientAgent, STAFF_SUITE_ENV } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const PUBLIC_URL = 'http://portal.test';
const FEED_PREFIX = `${PUBLIC_URL}/api/compliance/calendar/`;

type Obligation = { id: number; type: string; label: string; periodEnd: string; dueDate: string; status: string };
type Event = { uid: string; start: string; allDay: boolean; summary: string; description: string; url: string };

/** Reads a feed with an independent parser (ical.js), as a calendar app would. */
function parseFeed(text: string): { calendar: ICAL.Component; events: Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const start = v.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      start: start.toString(),
      allDay: start.isDate,
      summary: String(v.getFirstPropertyValue('summary')),
      description: String(v.getFirstPropertyValue('description')),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
  return { calendar, events };
}

/** The path a feed URL points at, to fetch it from the test app. */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * The private calendar feed (docs/compliance.md, "The calendar feed"): a link per person, made and
 * replaced with POST, turned off with DELETE, read by calendar apps without a session.
 */
describe('Compliance calendar feed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, PUBLIC_URL });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.app.get(Clock).reset();
  });

  it('lists every obligation of the person’s businesses from 3 months back to 12 months ahead, one all-day event each, stable across fetches', async () => {
    const owner = await clientAgent(t, { company: 'Mokoena Trading' });
    await owner.agent.patch('/api/user').send({ vatCategory: 'A', payeReference: '7123456789' }).expect(200);
    // The same person is a viewer of a second business, a company with a February year-end.
    const other = await clientAgent(t, { company: 'Dube Bakery' });
    await other.agent
      .patch('/api/user')
      .send({ companyRegistrationNumber: '2019/123456/07', incorporationDate: '2019-03-14', provisionalTaxpayer: true })
      .expect(200);
    await t.dataSource.getRepository(BusinessMember).insert({ businessId: other.user.businessId, userId: owner.user.id, role: 'viewer' });
    // A business the person is not in: never in the feed.
    const stranger = await clientAgent(t, { company: 'Stranger Spares' });
    await stranger.agent.patch('/api/user').send({ vatCategory: 'C' }).expect(200);

    const created = await owner.agent.post('/api/compliance/calendar-feed').expect(201);
    const url = created.body.url as string;
    expect(url.startsWith(FEED_PREFIX)).toBe(true);
    const token = url.slice(FEED_PREFIX.length, -'.ics'.length);
    expect(url.endsWith('.ics')).toBe(true);
    // 32 random bytes in base64url; only the hash is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.dataSource.getRepository(CalendarFeed).findOneByOrFail({ userId: owner.user.id });
    expect(stored.tokenHash).toBe(hashLinkToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(await activityRows(t, 'compliance.feed.issue')).toHaveLength(1);

    // Fetched by a calendar app: no session, and none is started.
    const res = await request(t.http).get(pathOf(url)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    const { calendar, events } = parseFeed(res.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(res.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT12H');
    expect(res.text).toContain('X-PUBLISHED-TTL:PT12H');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT12H');

    // One event per obligation of both businesses in the window, on its due date.
    const today = t.app.get(Clock).now();
    const from = new Date(today.getTime() - 95 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(today.getTime() + 360 * 86_400_000).toISOString().slice(0, 10);
    const window = `?from=${from}&to=${to}`;
    const mine = (await owner.agent.get(`/api/compliance/obligations${window}`).expect(200)).body as Obligation[];
    const theirs = (await other.agent.get(`/api/compliance/obligations${window}`).expect(200)).body as Obligation[];
    expect(mine.length).toBeGreaterThan(10);
    expect(theirs.length).toBeGreaterThan(2);
    const expected = [
      ...mine.map((o) => ({ o, businessId: owner.user.businessId, name: 'Mokoena Trading' })),
      ...theirs.map((o) => ({ o, businessId: other.user.businessId, name: 'Dube Bakery' })),
    ];
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.size).toBe(events.length);
    for (const { o, businessId, name } of expected) {
      const event = byUid.get(`${businessId}-${o.type}-${o.periodEnd}@portal.test`);
      expect({ uid: o.id, event }).toEqual({
        uid: o.id,
        event: expect.objectContaining({
          start: o.dueDate,
          allDay: true,
          summary: `${o.label}, ${name}`,
          url: `${PUBLIC_URL}/dashboard/tax-calendar`,
        }),
      });
      expect(event!.description).toContain(`Due: ${o.dueDate}`);
      expect(event!.description).toContain('Status: Upcoming');
    }
    // Nothing else: not the stranger's, nothing outside the window.
    for (const e of events) {
      expect(e.start >= from && e.start <= to).toBe(true);
      expect(e.summary).not.toContain('Stranger Spares');
    }
    expect(events.length).toBeLessThanOrEqual(expected.length + 6);

    // Fetched again after a status change: the same events under the same UIDs, the status updated.
    await t.dataSource.getRepository(ComplianceObligation).update({ id: mine[0].id }, { status: 'paid' });
    const again = parseFeed((await request(t.http).get(pathOf(url)).expect(200)).text).events;
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    const paid = again.find((e) => e.uid === `${owner.user.businessId}-${mine[0].type}-${mine[0].periodEnd}@portal.test`);
    expect(paid?.description).toContain('Status: Paid');

    // Opened in a browser that is signed in: still no cookie set.
    const signedIn = await owner.agent.get(pathOf(url)).expect(200);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });

  it('shows the named due dates: VAT201 for Dec 2026–Jan 2027 on 26 Feb 2027', async () => {
    t.app.get(Clock).travelTo(new Date('2027-01-15T08:00:00Z'));
    const owner = await clientAgent(t, { company: 'Mokoena Trading' });
    await owner.agent.patch('/api/user').send({ vatCategory: 'A', payeReference: '7123456789' }).expect(200);
    const url = (await owner.agent.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    const { events } = parseFeed((await request(t.http).get(pathOf(url)).expect(200)).text);
    const vat = events.find((e) => e.uid === `${owner.user.businessId}-VAT201-2027-01-31@portal.test`);
    expect(vat).toMatchObject({ start: '2027-02-26', allDay: true, summary: 'VAT201 for Dec 2026–Jan 2027, Mokoena Trading' });
    const emp = events.find((e) => e.uid === `${owner.user.businessId}-EMP201-2027-01-31@portal.test`);
    expect(emp).toMatchObject({ start: '2027-02-05', summary: 'EMP201 for Jan 2027, Mokoena Trading' });
    // 15 Oct 2026 to 15 Jan 2028: the EMP201s due from Nov 2026 (October's) to Jan 2028 (December's).
    const emp201 = events.filter((e) => e.uid.includes('-EMP201-')).map((e) => e.start);
    expect(emp201[0]).toBe('2026-11-06');
    expect(emp201.at(-1)).toBe('2028-01-07');
    expect(emp201).toHaveLength(15);
  });

  it('a new link replaces the old one; a revoked, unknown or malformed link is not found', async () => {
    const owner = await clientAgent(t);
    const first = (await owner.agent.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    await request(t.http).get(pathOf(first)).expect(200);
    const second = (await owner.agent.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    expect(second).not.toBe(first);
    const gone = await request(t.http).get(pathOf(first)).expect(404);
    expect(gone.body.message).toBe('Calendar feed not found');
    expect(gone.headers['set-cookie']).toBeUndefined();
    await request(t.http).get(pathOf(second)).expect(200);
    expect(await t.dataSource.getRepository(CalendarFeed).countBy({ userId: owner.user.id })).toBe(1);

    await owner.agent.delete('/api/compliance/calendar-feed').expect(204);
    await request(t.http).get(pathOf(second)).expect(404);
    expect(await activityRows(t, 'compliance.feed.revoke')).toHaveLength(1);
    // Revoking again is fine.
    await owner.agent.delete('/api/compliance/calendar-feed').expect(204);

    const unknown = 'A'.repeat(43);
    await request(t.http).get(`/api/compliance/calendar/${unknown}.ics`).expect(404);
    await request(t.http).get('/api/compliance/calendar/short.ics').expect(404);
    await request(t.http).get(`/api/compliance/calendar/${unknown}`).expect(404);
  });

  it('every role may have a feed; nobody signed in may not make one', async () => {
    const owner = await clientAgent(t, { company: 'Mokoena Trading' });
    await owner.agent.patch('/api/user').send({ vatCategory: 'B' }).expect(200);
    const viewer = await clientAgent(t, { company: 'Viewer Own' });
    await t.dataSource.getRepository(BusinessMember).insert({ businessId: owner.user.businessId, userId: viewer.user.id, role: 'viewer' });
    await viewer.agent.put('/api/session/business').send({ businessId: owner.user.businessId }).expect(200);
    const url = (await viewer.agent.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    const { events } = parseFeed((await request(t.http).get(pathOf(url)).expect(200)).text);
    expect(events.some((e) => e.summary.endsWith(', Mokoena Trading'))).toBe(true);

    await request(t.http).post('/api/compliance/calendar-feed').expect(401);
    await request(t.http).delete('/api/compliance/calendar-feed').expect(401);
  });

  it('lists the routes in the OpenAPI document, the feed as public text/calendar', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(doc.paths['/api/compliance/calendar-feed']).sort()).toEqual(['delete', 'post']);
    const feed = doc.paths['/api/compliance/calendar/{token}.ics'].get;
    expect(feed.security).toEqual([]);
    expect(Object.keys(feed.responses['200'].content ?? {})).toEqual(['text/calendar']);
  });
});
