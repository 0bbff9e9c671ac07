import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { RequestMethod } from '@nestjs/common';
import { accessRuleOf } from '../src/access/access.decorator';
import { CAPABILITY_NOT_ALLOWED, MEMBERSHIP_ENDED, STAFF_ON_CLIENT_ROUTE } from '../src/access/access.guard';
import { CLIENT_ROLE_GRANTS, grantNeededFor, roleGrants, type ClientCapability, type Grant } from '../src/access/client-capabilities';
import { BusinessPeople } from '../src/access/business-people';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { CLIENT_ROLES, type ClientRole } from '../src/businesses/business-roles';
import { BUSINESS_NOT_FOUND, LAST_OWNER } from '../src/businesses/businesses.service';
import { ClientBusiness } from '../src/businesses/client-business.entity';
import { activityRows, type Agent, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from './support/test-app';

interface ClientRoute {
  method: string;
  path: string;
  capability: ClientCapability;
  grant?: Grant;
}

/** Every client route of the app (declared `@Access.client`), with its capability. */
function clientRoutes(t: TestApp): ClientRoute[] {
  const routes: ClientRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (sub === undefined || method === undefined) continue;
        const rule = accessRuleOf(handler, controller);
        if (rule?.kind !== 'client') continue;
        const path = `/api/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/:[A-Za-z]+/g, '999999');
        routes.push({ method: RequestMethod[method], path, capability: rule.capability, grant: rule.grant });
      }
    }
  }
  return routes;
}

async function currentBusinessId(agent: Agent): Promise<number> {
  const res = await agent.get('/api/businesses/current').expect(200);
  return (res.body as { id: number }).id;
}

/**
 * Client businesses: a person's businesses, the one a session acts for, the people of a business,
 * the role table applied to every client route, and the last-owner rule (docs/client-businesses.md).
 * Members other than the registering owner are added as rows here until invitations exist.
 */
describe('Client businesses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const addMember = (businessId: number, userId: number, role: ClientRole) =>
    t.dataSource.getRepository(BusinessMember).insert({ businessId, userId, role });

  it('gives whoever registers a business of their own, named after their company, as its owner', async () => {
    const { agent } = await clientAgent(t, { company: 'Nkosi Catering' });
    const list = await agent.get('/api/businesses').expect(200);
    expect(list.body).toEqual([{ id: expect.any(Number), name: 'Nkosi Catering', role: 'owner', current: true, soleOwner: true }]);
    const current = await agent.get('/api/businesses/current').expect(200);
    expect(current.body).toEqual({
      id: list.body[0].id,
      name: 'Nkosi Catering',
      role: 'owner',
      grants: expect.arrayContaining([
        { capability: 'people', grant: 'write' },
        { capability: 'billing', grant: 'write' },
      ]),
    });
    expect(current.headers['cache-control']).toBe('private, no-store');
  });

  it('names a business after the person when they give no company', async () => {
    const { agent } = await clientAgent(t, { company: undefined, firstName: 'Sipho', lastName: 'Dlamini' });
    expect((await agent.get('/api/businesses/current').expect(200)).body.name).toBe('Sipho Dlamini');
  });

  it('switches the business a session acts for, and answers 404 for a business the person is not a member of', async () => {
    const owner = await clientAgent(t, { company: 'Table Mountain Tours' });
    const bookkeeper = await clientAgent(t, { company: 'Bookkeeping by Lindiwe' });
    const stranger = await clientAgent(t, { company: 'Elsewhere' });
    const tours = await currentBusinessId(owner.agent);
    const own = await currentBusinessId(bookkeeper.agent);
    await addMember(tours, bookkeeper.user.id, 'bookkeeper');

    const chosen = await bookkeeper.agent.put('/api/session/business').send({ businessId: tours }).expect(200);
    expect(chosen.body).toMatchObject({ id: tours, name: 'Table Mountain Tours', role: 'bookkeeper' });
    expect((await bookkeeper.agent.get('/api/businesses').expect(200)).body).toEqual([
      { id: own, name: 'Bookkeeping by Lindiwe', role: 'owner', current: false, soleOwner: true },
      { id: tours, name: 'Table Mountain Tours', role: 'bookkeeper', current: true, soleOwner: false },
    ]);
    // The choice is the session's: it holds on the next request, and the role follows it.
    expect((await bookkeeper.agent.get('/api/businesses/current').expect(200)).body.role).toBe('bookkeeper');
    const refused = await bookkeeper.agent.get('/api/invoices').expect(403);
    expect(refused.body.message).toBe(CAPABILITY_NOT_ALLOWED);

    const notMine = await stranger.agent.put('/api/session/business').send({ businessId: tours }).expect(404);
    expect(notMine.body).toMatchObject({ message: BUSINESS_NOT_FOUND, code: 'business.not_found' });
    await stranger.agent.put('/api/session/business').send({ businessId: 987654 }).expect(404);
    await stranger.agent.put('/api/session/business').send({ businessId: 'tours' }).expect(400);
    await stranger.agent.put('/api/session/business').send({}).expect(400);
    await stranger.agent.get(`/api/businesses/${tours}/members`).expect(404);
    await stranger.agent.get('/api/businesses/not-a-number/members').expect(404);
  });

  it('ends a removed member’s access on their next request, in the session they have open', async () => {
    const owner = await clientAgent(t, { company: 'Karoo Olive Co' });
    const member = await clientAgent(t, { company: 'Own Books' });
    const karoo = await currentBusinessId(owner.agent);
    await addMember(karoo, member.user.id, 'bookkeeper');
    await member.agent.put('/api/session/business').send({ businessId: karoo }).expect(200);
    await member.agent.get('/api/documents').expect(200);

    await owner.agent.delete(`/api/businesses/${karoo}/members/${member.user.id}`).expect(204);
    const refused = await member.agent.get('/api/documents').expect(403);
    expect(refused.body.message).toBe(MEMBERSHIP_ENDED);
    await member.agent.get('/api/businesses/current').expect(404);
    expect((await member.agent.get('/api/businesses').expect(200)).body).toEqual([
      expect.objectContaining({ name: 'Own Books', current: false }),
    ]);
    expect(await activityRows(t, 'business.member_removed')).toHaveLength(1);
  });

  it('keeps at least one owner: the last owner can neither step down nor leave (409)', async () => {
    const owner = await clientAgent(t, { company: 'Langa Bakery' });
    const partner = await clientAgent(t);
    const bakery = await currentBusinessId(owner.agent);

    const demote = await owner.agent.patch(`/api/businesses/${bakery}/members/${owner.user.id}`).send({ role: 'finance' }).expect(409);
    expect(demote.body).toMatchObject({ message: LAST_OWNER, code: 'business.last_owner' });
    const leave = await owner.agent.delete(`/api/businesses/${bakery}/members/${owner.user.id}`).expect(409);
    expect(leave.body.message).toBe(LAST_OWNER);

    await addMember(bakery, partner.user.id, 'viewer');
    const promoted = await owner.agent.patch(`/api/businesses/${bakery}/members/${partner.user.id}`).send({ role: 'owner' }).expect(200);
    expect(promoted.body).toMatchObject({ userId: partner.user.id, role: 'owner', twoFactorEnabled: false });
    await owner.agent.patch(`/api/businesses/${bakery}/members/${owner.user.id}`).send({ role: 'finance' }).expect(200);
    const log = await activityRows(t, 'business.member_role_changed');
    expect(log.map((r) => r.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: 'owner' }), expect.objectContaining({ from: 'owner', to: 'finance' })]),
    );
    // Now the partner is the only owner.
    await partner.agent.put('/api/session/business').send({ businessId: bakery }).expect(200);
    await partner.agent.delete(`/api/businesses/${bakery}/members/${partner.user.id}`).expect(409);
    // Any member may leave; the former owner, now finance, does.
    await owner.agent.delete(`/api/businesses/${bakery}/members/${owner.user.id}`).expect(204);
    expect(await activityRows(t, 'business.member_left')).toHaveLength(1);
    await owner.agent.patch(`/api/businesses/${bakery}/members/${partner.user.id}`).send({ role: 'viewer' }).expect(404);
  });

  it('lists the people of a business to its owners only, and checks the role given', async () => {
    const owner = await clientAgent(t, { company: 'Muizenberg Surf', firstName: 'Ayanda', lastName: 'Zulu' });
    const bookkeeper = await clientAgent(t, { firstName: 'Pieter', lastName: 'Botha' });
    const surf = await currentBusinessId(owner.agent);
    await addMember(surf, bookkeeper.user.id, 'bookkeeper');

    const people = await owner.agent.get(`/api/businesses/${surf}/members`).expect(200);
    expect(people.body).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        firstName: 'Ayanda',
        role: 'owner',
        email: owner.user.email,
        twoFactorEnabled: false,
      }),
      expect.objectContaining({ userId: bookkeeper.user.id, lastName: 'Botha', role: 'bookkeeper', lastSignInAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(people.body)).not.toMatch(/password/i);

    await bookkeeper.agent.put('/api/session/business').send({ businessId: surf }).expect(200);
    const refused = await bookkeeper.agent.get(`/api/businesses/${surf}/members`).expect(403);
    expect(refused.body.message).toBe(CAPABILITY_NOT_ALLOWED);
    await bookkeeper.agent.patch(`/api/businesses/${surf}/members/${owner.user.id}`).send({ role: 'viewer' }).expect(403);

    const bad = await owner.agent.patch(`/api/businesses/${surf}/members/${bookkeeper.user.id}`).send({ role: 'director' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('role must be one of: owner, finance, bookkeeper, payroll, viewer');
    await owner.agent.patch(`/api/businesses/${surf}/members/424242`).send({ role: 'viewer' }).expect(404);
  });

  it('tries every role against every client route, from the one role table', async () => {
    const owner = await clientAgent(t, { company: 'Role Matrix (Pty) Ltd' });
    const business = await currentBusinessId(owner.agent);
    const routes = clientRoutes(t);
    // The listing really found the client routes (a broken listing would pass trivially).
    expect(routes.length).toBeGreaterThan(20);
    expect(new Set(routes.map((r) => r.capability))).toEqual(
      new Set(['profile', 'documents', 'requests', 'billing', 'package', 'employees', 'messages', 'compliance', 'work', 'engagement']),
    );

    for (const role of CLIENT_ROLES) {
      let agent = owner.agent;
      if (role !== 'owner') {
        const member = await clientAgent(t);
        await addMember(business, member.user.id, role);
        await member.agent.put('/api/session/business').send({ businessId: business }).expect(200);
        agent = member.agent;
      }
      for (const route of routes) {
        const allowed = roleGrants(role, route.capability, route.grant ?? grantNeededFor(route.method));
        const res = await agent[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](route.path).send({});
        const where = `${role} ${route.method} ${route.path} (${route.capability}: ${CLIENT_ROLE_GRANTS[role][route.capability] ?? 'none'})`;
        if (allowed) {
          expect([401, 403, 500].includes(res.status) ? `${where} answered ${res.status}` : 'ok').toBe('ok');
        } else {
          expect(`${where} answered ${res.status} ${String(res.body?.message)}`).toBe(`${where} answered 403 ${CAPABILITY_NOT_ALLOWED}`);
        }
      }
    }
  });

  it('finds the members a mail about an area goes to from the role table', async () => {
    const owner = await clientAgent(t, { company: 'Recipients Ltd' });
    const business = await currentBusinessId(owner.agent);
    const people: Record<string, number> = { owner: owner.user.id };
    for (const role of ['finance', 'bookkeeper', 'payroll', 'viewer'] as const) {
      const member = await clientAgent(t);
      await addMember(business, member.user.id, role);
      people[role] = member.user.id;
    }
    const whoMay = async (...args: Parameters<BusinessPeople['whoMay']>) =>
      (await t.app.get(BusinessPeople).whoMay(...args)).map((u) => u.id).sort((a, b) => a - b);
    const ids = (...roles: string[]) => roles.map((r) => people[r]).sort((a, b) => a - b);
    expect(await whoMay(business, 'billing')).toEqual(ids('owner', 'finance'));
    expect(await whoMay(business, 'requests', 'write')).toEqual(ids('owner', 'bookkeeper'));
    expect(await whoMay(business, 'employees')).toEqual(ids('owner', 'bookkeeper', 'payroll'));
    expect(await whoMay(business, 'messages')).toEqual(ids('owner', 'finance', 'bookkeeper', 'payroll', 'viewer'));
    expect(await whoMay(business + 1000, 'messages')).toEqual([]);
  });

  it('gives staff no business: they reach clients through the access rules, not as members', async () => {
    const { agent } = await staffAgent(t, 'manager');
    expect((await agent.get('/api/businesses').expect(200)).body).toEqual([]);
    await agent.get('/api/businesses/current').expect(404);
    // On a client route staff read nothing and change nothing.
    expect((await agent.get('/api/employees').expect(200)).body).toEqual([]);
    const refused = await agent.post('/api/employees').send({ firstName: 'A', lastName: 'B', salaryAmount: 1 }).expect(403);
    expect(refused.body.message).toBe(STAFF_ON_CLIENT_ROUTE);
  });

  it('closes the business with the account of its only owner, and keeps one that has another owner', async () => {
    const alone = await clientAgent(t, { company: 'Solo Trader' });
    const solo = await currentBusinessId(alone.agent);
    await alone.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await t.dataSource.getRepository(ClientBusiness).findOneBy({ id: solo })).toBeNull();

    const first = await clientAgent(t, { company: 'Two Owners' });
    const second = await clientAgent(t);
    const shared = await currentBusinessId(first.agent);
    await addMember(shared, second.user.id, 'owner');
    // The list tells the account screen which businesses would close with the account: none here.
    expect((await first.agent.get('/api/businesses').expect(200)).body).toEqual([
      expect.objectContaining({ id: shared, soleOwner: false }),
    ]);
    await first.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await t.dataSource.getRepository(ClientBusiness).findOneBy({ id: shared })).not.toBeNull();
    expect(await t.dataSource.getRepository(BusinessMember).findBy({ businessId: shared })).toEqual([
      expect.objectContaining({ userId: second.user.id, role: 'owner' }),
    ]);
  });
});
