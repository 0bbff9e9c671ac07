import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { accessRuleOf } from '../src/access/access.decorator';
import { clientAgent, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/** Every route handler of the app's controllers: `Controller.method`, and its access declaration. */
function routesOf(t: TestApp): Array<{ route: string; declared: boolean }> {
  const routes: Array<{ route: string; declared: boolean }> = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        // Only request handlers carry a path and a method; helpers of the class do not.
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        routes.push({ route: `${controller.name}.${name}`, declared: accessRuleOf(handler, controller) !== undefined });
      }
    }
  }
  return routes;
}

describe('Access: one declaration per route, one guard', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('has an @Access declaration on every route (an undeclared one is treated as signed-in, never public)', () => {
    const routes = routesOf(t);
    // The app's controllers are really listed (a broken listing would pass the check trivially).
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.route === 'HealthController.health').length).toBeGreaterThan(0);
    expect(routes.filter((r) => !r.declared).map((r) => r.route)).toEqual([]);
  });

  it('answers 401 to nobody on client and signed-in routes, and lets public routes through', async () => {
    for (const path of ['/api/documents', '/api/invoices', '/api/conversations', '/api/employees', '/api/overview', '/api/user']) {
      const res = await request(t.http).get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 401, 'Please sign in to continue']);
    }
    await request(t.http).get('/api/services').expect(200);
    await request(t.http).get('/api/health').expect(200);
  });

  it('answers 403 "Staff access only" to a client on a staff route, and 401 to nobody', async () => {
    const { agent } = await clientAgent(t);
    const res = await agent.get('/api/staff/clients');
    expect([res.status, res.body]).toEqual([403, { statusCode: 403, message: 'Staff access only' }]);
    await request(t.http).get('/api/staff/clients').expect(401);
  });

  it('narrows staff routes to roles: per controller (team) and per handler (voiding an invoice)', async () => {
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    const { agent: admin } = await staffAgent(t, 'admin');
    const refused = { statusCode: 403, message: 'Your staff role does not allow that' };

    expect((await accountant.get('/api/staff/team').expect(403)).body).toEqual(refused);
    expect((await manager.get('/api/staff/team').expect(403)).body).toEqual(refused);
    await admin.get('/api/staff/team').expect(200);

    // The handler's declaration narrows the controller's: any staff member lists invoices, but
    // only managers and admins void one (the invoice need not exist: the role is checked first).
    await accountant.get('/api/staff/billing/overview').expect(200);
    expect((await accountant.post('/api/staff/invoices/999999/void').send({}).expect(403)).body).toEqual(refused);
    await manager.post('/api/staff/invoices/999999/void').send({}).expect(404);
  });

  it("answers 404 for another client's object and for a client out of an accountant's scope", async () => {
    const { agent: owner } = await clientAgent(t);
    const { agent: stranger } = await clientAgent(t, { company: 'Stranger Trading' });
    const documentId = await upload(owner);
    await owner.get(`/api/documents/${documentId}/file`).expect(200);
    await stranger.get(`/api/documents/${documentId}/file`).expect(404);

    const { user: client } = await clientAgent(t, { company: 'Unassigned Ltd' });
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const res = await accountant.get(`/api/staff/clients/${client.businessId}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Client not found', code: 'client.not_found' });
  });

  it('lets staff call client routes on their own (empty) data, as before', async () => {
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const res = await accountant.get('/api/documents').expect(200);
    expect(res.body).toBeDefined();
  });
});
