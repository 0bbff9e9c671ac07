import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { solved } from './support/enquiry-challenge';
import {
  encodePathParam,
  hostileBody,
  hostileCaptchaToken,
  hostileJson,
  HOSTILE_PATH_PARAMS,
  hostilePayfastForm,
  hostileString,
  objectText,
  Operation,
  operationsFrom,
  PUBLIC_ROUTES,
  prototypeSnapshot,
  responseProblems,
  SCRIPT_INJECTION,
  SQL_INJECTION,
  wrongTypeValue,
} from './support/hostile-input';
import { Agent, clientAgent, PDF, saDate, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';
import { PayfastService } from '../src/billing/payfast/payfast.service';
import { scaled } from './support/time-scale';

/**
 * Hostile input, fuzzed with fast-check against every /api route the OpenAPI document lists, as
 * nobody, as a client and as an admin. A fixed seed makes any failure reproduce; HOSTILE_SEED and
 * HOSTILE_RUNS override it to explore further.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_607);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
const OTHER_RUNS = Math.max(5, Math.round(RUNS / 3));

type Context = 'anonymous' | 'client' | 'admin';

/** Routes that end the caller's own session or account: fuzzed signed out only, and once each with a throwaway user below. */
const SESSION_ENDING = new Set(['POST /api/logout', 'DELETE /api/user']);

describe('Hostile input', () => {
  let t: TestApp;
  let ops: Operation[];
  let doc: { paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>> };
  const agents = {} as Record<Context, Agent | ReturnType<typeof request>>;
  let clientId: number;
  const prototypes = prototypeSnapshot();
  /** The client's own invoice: ids on MariaDB keep counting across suites, so "1" may be nobody's. */
  let invoiceId = 1;
  let subscriptionId = 1;
  /**
   * The client's conversation, likewise: a staff reply's upload step finds the conversation's client
   * before the body is read, so an id that is nobody's answers 404 before validation can.
   */
  let conversationId = 1;
  /** An engagement letter of the client's (a proposal the purchase replaced), for the letter routes' ids. */
  let letterId = 1;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
    const published = (await request(t.http).get('/api/docs-json').expect(200)).body;
    doc = published;
    ops = operationsFrom(published);

    // Something for every path parameter to find: a client with an employee, a document, a request, a subscription, a payment, a note.
    const client = await clientAgent(t);
    const admin = await staffAgent(t, 'admin');
    await staffAgent(t, 'accountant');
    clientId = client.user.businessId;
    agents.client = client.agent;
    agents.admin = admin.agent;
    await client.agent
      .post('/api/employees')
      .send({ firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18500, startDate: '2020-01-01' })
      .expect(201);
    await upload(client.agent);
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, { name: 'Lindiwe', email: 'l@example.co.za', terms: true }))
      .expect(201);
    const staff = `/api/staff/clients/${clientId}`;
    await admin.agent
      .post(`${staff}/document-requests`)
      .send({ documentType: 'invoice', description: 'March invoices', dueDate: saDate(7) });
    const services = (await request(t.http).get('/api/services').expect(200)).body as Array<{ id: number }>;
    await admin.agent.post(`${staff}/notes`).send({ content: 'Prefers email' });
    // A document from the firm, asking for an acknowledgement, for the "From your accountant" routes.
    await admin.agent
      .post(`${staff}/firm-documents`)
      .field('category', 'financial_statements')
      .field('acknowledgementRequested', 'true')
      .attach('files', PDF, { filename: 'afs.pdf', contentType: 'application/pdf' })
      .expect(201);
    // A proposal from the firm gives the client a letter of its own for the letter routes' ids (the
    // package bought next replaces it, so valid bodies meet 409; hostile ones are refused before).
    const proposal = await admin.agent.post(`/api/staff/clients/${clientId}/proposals`).send({ serviceId: services[2].id }).expect(201);
    letterId = (proposal.body as { id: number }).id;
    // An invoice (and its pending payment) for the billing routes' ids.
    const purchase = await buyBySigning(t, client.agent, services[1].id);
    invoiceId = purchase.invoice.id;
    subscriptionId = purchase.subscription.id;
    const conversation = await client.agent.post('/api/conversations').send({ subject: 'VAT', body: 'A question' }).expect(201);
    conversationId = (conversation.body as { id: number }).id;
    await admin.agent.post(`/api/staff/conversations/${conversationId}/messages`).send({ body: 'Internal', internal: true }).expect(201);
  }, scaled(60_000));

  afterAll(async () => {
    await t?.close();
  });

  const anonymous = () => request(t.http);
  const agentFor = (context: Context) => (context === 'anonymous' ? anonymous() : (agents[context] as Agent));

  async function send(context: Context, op: Operation, url: string, body?: string) {
    const agent = agentFor(context);
    let req = agent[op.method](url);
    if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
    return req;
  }

  /** Path parameters that find the seeded rows: the client, its invoice and conversation, else id 1. */
  function knownParams(op: Operation): Record<string, string> {
    return Object.fromEntries(
      op.pathParams.map((p) => [
        p,
        p === 'clientId'
          ? String(clientId)
          : p === 'subscriptionId' || op.path.includes('/subscriptions/{id}')
            ? String(subscriptionId)
            : op.path.includes('/invoices/{id}')
              ? String(invoiceId)
              : op.path.includes('/conversations/{id}')
                ? String(conversationId)
                : op.path.includes('/engagement-letters/{id}')
                  ? String(letterId)
                  : '1',
      ]),
    );
  }

  function urlFor(op: Operation, params: Record<string, string>, query = ''): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodePathParam(params[name]));
    return query ? `${path}?${query}` : path;
  }

  /** What a caller outside the route's audience must get, however hostile the request. */
  function refusalFor(context: Context, op: Operation): number | null {
    if (op.audience === 'anonymous') return null;
    if (context === 'anonymous') return 401;
    if (op.audience === 'staff' && context === 'client') return 403;
    return null;
  }

  const contextsOf = (op: Operation): Context[] => {
    const contexts: Context[] = ['anonymous'];
    if (!SESSION_ENDING.has(op.label)) contexts.push('client');
    if (op.audience === 'staff') contexts.push('admin');
    return contexts;
  };
  const home = (op: Operation): Context => (op.audience === 'staff' ? 'admin' : op.audience === 'client' ? 'client' : 'anonymous');

  it('finds the routes to fuzz in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.map((o) => o.label)).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'PATCH /api/employees/{id}',
        'GET /api/documents/{id}/file',
        'POST /api/subscriptions',
        'GET /api/invoices/{id}/pdf',
        'POST /api/invoices/{id}/proof-of-payment',
        'POST /api/billing/payfast/notify',
        'POST /api/staff/invoices/{id}/mark-paid',
        'POST /api/staff/invoices/{id}/refund',
        'GET /api/subscriptions/{id}/change-preview',
        'POST /api/subscriptions/{id}/change',
        'POST /api/staff/clients/{clientId}/subscriptions/{subscriptionId}/start-on-account',
        'POST /api/conversations/{id}/messages',
        'POST /api/staff/clients/{clientId}/conversations',
        'PATCH /api/staff/conversations/{id}',
        'POST /api/staff/clients/{clientId}/firm-documents',
        'GET /api/documents/firm/{id}/file',
        'POST /api/documents/firm/{id}/acknowledge',
        'POST /api/staff/engagement-letters/{id}/withdraw',
      ]),
    );
  });

  it("declares the session cookie on exactly the routes that are not public (this suite's own list)", () => {
    const declared = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, security: op.security })),
    );
    for (const { label, security } of declared) {
      expect({ label, security }).toEqual({ label, security: PUBLIC_ROUTES.has(label) ? [] : [{ session: [] }] });
    }
    expect(declared.filter((op) => PUBLIC_ROUTES.has(op.label))).toHaveLength(PUBLIC_ROUTES.size);
  });

  describe('fuzzed requests: never a 500, never a leak, always the error shape, guards hold', () => {
    // Built lazily: the operations come from the running app's OpenAPI document.
    const cases: Array<[string, Context]> = [];
    beforeAll(() => {
      for (const op of ops) for (const c of contextsOf(op)) cases.push([op.label, c]);
    });

    // One test per context, each with its own time budget: together they send thousands of
    // requests, and on a slow host one budget for all of them was too tight on MariaDB.
    it.each(['anonymous', 'client', 'admin'] as const)(
      'every route, as %s',
      async (only) => {
        const failures: string[] = [];
        for (const [label, context] of cases) {
          if (context !== only) continue;
          const op = ops.find((o) => o.label === label)!;
          const params = fc.record(
            Object.fromEntries(
              op.pathParams.map((p) => [
                p,
                fc.oneof(
                  { weight: 1, arbitrary: fc.constant(p === 'clientId' ? String(clientId) : '1') },
                  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
                  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PATH_PARAMS) },
                ),
              ]),
            ),
          );
          const query = fc
            .array(
              fc.tuple(
                fc.oneof(
                  fc.constantFrom(...op.query.map((q) => q.name), 'limit', '__proto__', 'constructor[prototype]', 'a[b]'),
                  fc.string({ maxLength: 8 }),
                ),
                fc.oneof(fc.constantFrom(...HOSTILE_PATH_PARAMS), fc.string({ maxLength: 30 })),
              ),
              { maxLength: 3 },
            )
            .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
          const body = op.body && op.method !== 'get' ? hostileBody(op.body).map((b): string | undefined => b) : fc.constant(undefined);
          const runs = context === home(op) ? RUNS : OTHER_RUNS;
          const result = await fc.check(
            fc.asyncProperty(params, query, body, async (p, q, b) => {
              const url = urlFor(op, p, q);
              const res = await send(context, op, url, b);
              const problems = responseProblems(res);
              const refusal = refusalFor(context, op);
              const badEncoding = op.pathParams.some((name) => /%(?![0-9A-Fa-f]{2})|%E0%A4%A/.test(p[name]));
              // Refused before routing: a body over the limit, a path that does not decode, a body with prototype keys or broken Unicode.
              const unreadable =
                res.status === 413 ||
                (res.status === 400 &&
                  (badEncoding || /not valid Unicode|is not allowed$|nested too deeply/.test(String(res.body?.message))));
              // Otherwise the guard answers first, whatever else is wrong with the request.
              if (refusal !== null && res.status !== refusal && !unreadable) {
                problems.push(`expected ${refusal}, got ${res.status}`);
              }
              // A path id that is not a decimal number names no row: refused, never read as another number
              // ("1e3" is not 1000, "0x10" not 16, "1.0" not 1). "01" is 1, as ParseIntPipe reads it.
              const odd = op.pathParams.some((name) => !/^-?\d+$/.test(p[name]));
              if (refusal === null && context === home(op) && odd && ![400, 404, 413].includes(res.status)) {
                problems.push(`odd path id answered ${res.status}`);
              }
              if (prototypeSnapshot() !== prototypes) problems.push('Object.prototype was polluted');
              if (problems.length > 0)
                throw new Error(
                  `${op.method.toUpperCase()} ${url} body=${(b ?? '').slice(0, 200)} -> ${res.status} ${(res.text ?? '').slice(0, 300)}\n  ${problems.join('\n  ')}`,
                );
            }),
            { numRuns: runs, seed: SEED, endOnFailure: true },
          );
          if (result.failed)
            failures.push(
              `[${context}] ${label} (seed ${SEED}, path ${result.counterexamplePath}):\n${String((result.errorInstance as Error)?.message ?? result.errorInstance)}`,
            );
        }
        expect(failures).toEqual([]);
      },
      scaled(300_000),
    );
  });

  it(
    'answers a body field of the wrong type with 400 naming that field, on every route with a body',
    async () => {
      const failures: string[] = [];
      for (const op of ops.filter((o) => o.body && o.body.length > 0)) {
        if (SESSION_ENDING.has(op.label)) continue;
        const context = home(op);
        const url = urlFor(op, knownParams(op));
        const fields = op.body!;
        if (fields.length === 0) continue;
        const field = fc.constantFrom(...fields);
        const result = await fc.check(
          fc.asyncProperty(
            field.chain((f) => fc.tuple(fc.constant(f), wrongTypeValue(f))),
            async ([f, value]) => {
              const res = await send(context, op, url, objectText([[f.name, value]]));
              const problems = responseProblems(res);
              const errors = (res.body as { errors?: Record<string, string> }).errors;
              if (res.status !== 400) problems.push(`status ${res.status}, expected 400`);
              else if (!Object.keys(errors ?? {}).some((k) => k === f.name || k.startsWith(`${f.name}.`)))
                problems.push(`errors does not name ${f.name}: ${JSON.stringify(res.body)}`);
              if (problems.length > 0)
                throw new Error(
                  `${op.label} {${f.name}: ${value}} -> ${res.status} ${(res.text ?? '').slice(0, 300)}\n  ${problems.join('\n  ')}`,
                );
            },
          ),
          { numRuns: Math.min(RUNS, fields.length * 6), seed: SEED, endOnFailure: true },
        );
        if (result.failed) failures.push(String((result.errorInstance as Error)?.message ?? result.errorInstance));
      }
      expect(failures).toEqual([]);
    },
    scaled(120_000),
  );

  it('answers a body that is not a JSON object with 400 in the error shape, on every route with a body', async () => {
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.body && !SESSION_ENDING.has(o.label))) {
      const url = urlFor(op, knownParams(op));
      for (const body of ['[]', '[1,2]', '[{"a":1}]', '"text"', '42', 'null', 'true']) {
        const res = await send(home(op), op, url, body);
        const problems = responseProblems(res);
        if (res.status !== 400) problems.push(`status ${res.status}`);
        if (problems.length > 0) failures.push(`${op.label} ${body} -> ${res.status} ${res.text.slice(0, 200)}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed JSON with exactly 400 "not valid JSON" on every route that takes a body, signed in or not', async () => {
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.method !== 'get')) {
      const url = urlFor(op, Object.fromEntries(op.pathParams.map((p) => [p, '1'])));
      for (const context of ['anonymous', 'client'] as Context[]) {
        for (const body of ['{"a":', "{'a':1}", '{"a":1,}', '{"a":1}}', 'undefined', '\u0000', '{"a":"\\x"}']) {
          const res = await send(context, op, url, body);
          if (
            res.status !== 400 ||
            JSON.stringify(res.body) !== JSON.stringify({ statusCode: 400, message: 'The request body is not valid JSON' })
          ) {
            failures.push(`[${context}] ${op.label} ${JSON.stringify(body)} -> ${res.status} ${res.text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a JSON body over the limit with exactly 413, before any guard or validation', async () => {
    const big = `{"message":"${'x'.repeat(110 * 1024)}"}`;
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.method !== 'get')) {
      const url = urlFor(op, Object.fromEntries(op.pathParams.map((p) => [p, '1'])));
      const res = await send('anonymous', op, url, big);
      if (
        res.status !== 413 ||
        JSON.stringify(res.body) !== JSON.stringify({ statusCode: 413, message: 'The request body is too large' })
      ) {
        failures.push(`${op.label} -> ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads a path id only when it is written as a decimal integer ("0x1", "1e0", "1.0", " 1" name no employee)', async () => {
    const { agent } = await clientAgent(t);
    const emp = (await agent.post('/api/employees').send({ firstName: 'Aviwe', lastName: 'Mthembu', salaryAmount: 1 }).expect(201))
      .body as { id: number };
    const id = emp.id;
    for (const alias of [`0x${id.toString(16)}`, `${id}e0`, `${id}.0`, ` ${id}`, `+${id}`, `${id} `]) {
      const res = await agent.patch(`/api/employees/${encodeURIComponent(alias)}`).send({ position: 'changed' });
      expect({ alias, status: res.status, body: res.body }).toEqual({
        alias,
        status: 404,
        body: { statusCode: 404, message: 'Employee not found' },
      });
    }
    await agent.patch(`/api/employees/${id}`).send({ position: 'Chef' }).expect(200);
    expect((await agent.get('/api/employees')).body[0].position).toBe('Chef');
  });

  it('refuses prototype-pollution keys and leaves the role, the staff flag and Object.prototype alone', async () => {
    const { agent } = await clientAgent(t);
    for (const body of [
      '{"__proto__":{"isStaff":true,"role":"admin"}}',
      '{"constructor":{"prototype":{"isStaff":true,"role":"admin"}}}',
      '{"firstName":"Thandi","__proto__":{"role":"admin"}}',
    ]) {
      const res = await agent.patch('/api/user').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(responseProblems(res)).toEqual([]);
    }
    const nested = await agent
      .patch('/api/user')
      .set('Content-Type', 'application/json')
      .send('{"city":"Cape Town","x":[{"prototype":1}]}');
    expect(nested.body).toEqual({
      statusCode: 400,
      message: 'The field "prototype" is not allowed',
      errors: { 'x.0.prototype': 'This field is not allowed' },
    });
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ role: 'client', isStaff: false, firstName: 'Thandi', city: null });
    await agent.get('/api/staff/clients').expect(403);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isStaff).toBeUndefined();
    expect(prototypeSnapshot()).toBe(prototypes);
  });

  it('refuses text that is not valid Unicode (a lone surrogate) instead of failing or storing it altered', async () => {
    const bad = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ email: '\udfff\ud800@example.co.za' }));
    expect(bad.body).toEqual({
      statusCode: 400,
      message: 'The request contains text that is not valid Unicode',
      errors: { email: 'This text is not valid Unicode' },
    });
    const { agent } = await clientAgent(t);
    const patch = await agent.patch('/api/user').send({ city: 'Cape\ud800Town' });
    expect(patch.body).toEqual({
      statusCode: 400,
      message: 'The request contains text that is not valid Unicode',
      errors: { city: 'This text is not valid Unicode' },
    });
    // Whole surrogate pairs (emoji) are ordinary text.
    await agent.patch('/api/user').send({ city: 'Kaapstad 😀' }).expect(200);
    expect((await agent.get('/api/user')).body.city).toBe('Kaapstad 😀');
  });

  it('stores SQL and script injection text as plain text and gives it back unchanged, and the users table survives', async () => {
    const fields = registrationFields({
      firstName: SQL_INJECTION,
      lastName: SCRIPT_INJECTION,
      company: `${SQL_INJECTION} ${SCRIPT_INJECTION}`,
    });
    const agent = request.agent(t.http);
    const reg = await agent.post('/api/register').send(fields).expect(201);
    expect(reg.body).toMatchObject({ firstName: SQL_INJECTION, lastName: SCRIPT_INJECTION });

    const me = await agent.get('/api/user').expect(200);
    expect(me.headers['content-type']).toMatch(/^application\/json/);
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.body).toMatchObject({
      firstName: SQL_INJECTION,
      lastName: SCRIPT_INJECTION,
      company: `${SQL_INJECTION} ${SCRIPT_INJECTION}`,
    });

    await agent.patch('/api/user').send({ city: SCRIPT_INJECTION, address: SQL_INJECTION }).expect(200);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ city: SCRIPT_INJECTION, address: SQL_INJECTION });

    const emp = await agent
      .post('/api/employees')
      .send({ firstName: SCRIPT_INJECTION, lastName: SQL_INJECTION, position: `"; DELETE FROM company_employees; --`, salaryAmount: 1 })
      .expect(201);
    const list = await agent.get('/api/employees').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: emp.body.id,
        firstName: SCRIPT_INJECTION,
        lastName: SQL_INJECTION,
        position: `"; DELETE FROM company_employees; --`,
      }),
    ]);

    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, { name: SQL_INJECTION, email: 'x@example.co.za', message: SCRIPT_INJECTION, terms: true }))
      .expect(201);
    const waitlist = (await agents.admin.get('/api/staff/enquiries/waitlist').query({ q: SQL_INJECTION }).expect(200)).body as {
      items: Array<{ name: string; message: string }>;
    };
    expect(waitlist.items).toEqual([expect.objectContaining({ name: SQL_INJECTION, message: SCRIPT_INJECTION })]);

    const conversation = await agent
      .post('/api/conversations')
      .send({ subject: SQL_INJECTION, body: `${SCRIPT_INJECTION}\n${SQL_INJECTION}` })
      .expect(201);
    const thread = await agent.get(`/api/conversations/${conversation.body.id}`).expect(200);
    expect(thread.body).toMatchObject({ subject: SQL_INJECTION, messages: [{ body: `${SCRIPT_INJECTION}\n${SQL_INJECTION}` }] });
    const found = await agent.get('/api/conversations').query({ q: "'; DROP" }).expect(200);
    expect(found.body.items.map((c: { id: number }) => c.id)).toEqual([conversation.body.id]);

    // Signing in with an injection as the username is just a wrong username.
    const login = await request(t.http).post('/api/login').send({ username: `admin' --`, password: "' OR '1'='1" });
    expect(login.status).toBe(401);

    const count = (await t.dataSource.query('SELECT COUNT(*) AS n FROM users')) as Array<{ n: number | string }>;
    expect(Number(count[0].n)).toBeGreaterThan(3);
  });

  it('answers sign-in with odd email addresses 401 "Invalid username or password" (400 when over-long), never a 500', async () => {
    const WRONG = { statusCode: 401, message: 'Invalid username or password' };
    const { user } = await clientAgent(t);
    const failures: string[] = [];
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    const check = async (username: string, password = 'not-the-password') => {
      const res = await request(t.http).post('/api/login').send({ username, password });
      const problems = responseProblems(res);
      // Text that is not Unicode, and a name longer than any address (counted as sent), are refused
      // before the sign-in; everything else is a wrong name or password.
      const expected = loneSurrogate.test(username)
        ? 'The request contains text that is not valid Unicode'
        : username.length > 254
          ? 'Invalid username or password'
          : null;
      const ok =
        expected === null ? JSON.stringify(res.body) === JSON.stringify(WRONG) : res.status === 400 && res.body.message === expected;
      if (!ok) problems.push(`answered ${res.status} ${JSON.stringify(res.body)}`);
      if (problems.length > 0) failures.push(`${JSON.stringify(username).slice(0, 80)} -> ${problems.join('; ')}`);
    };
    const fixed = [
      '@',
      'a@',
      '@example.co.za',
      '@@',
      'a@b@c.co.za',
      'a@b',
      `${user.email}.`,
      `"quoted local part"@example.co.za`,
      'a\u0000@example.co.za',
      'nul@exa\u0000mple.co.za',
      '\udfff\ud800@example.co.za',
      '😀@example.co.za',
      'thandí@example.co.za',
      'THANDÍ@EXAMPLE.CO.ZA',
      'İstanbul@example.co.za',
      'a@[127.0.0.1]',
      `${SQL_INJECTION}@example.co.za`,
      `admin'--@example.co.za`,
      `${user.email}' OR '1'='1`,
      `${user.email}\n`,
      `${SCRIPT_INJECTION}@example.co.za`,
      `${'a'.repeat(64)}@${'b'.repeat(60)}.co.za`,
      `${'a'.repeat(240)}@example.co.za`,
      `${' '.repeat(250)}${user.email}`,
      `${user.email}${'\u200b'}`,
    ];
    for (const username of fixed) await check(username);
    // The account's own address with a wrong password answers the same, in any case.
    await check(user.email.toUpperCase());
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (local, domain) => check(`${local}@${domain}`)),
      { numRuns: RUNS, seed: SEED },
    );
    expect(failures).toEqual([]);
    // And the address itself still signs in.
    await request(t.http)
      .post('/api/login')
      .send({ username: ` ${user.email.toUpperCase()} `, password: DEFAULT_PASSWORD })
      .expect(200);
  });

  it(
    'refuses JSON nested deeper than 32 levels with exactly 400 on every route that takes a body, never a 500',
    async () => {
      const failures: string[] = [];
      const shapes = (n: number) => [
        `{"a":${'['.repeat(n)}${']'.repeat(n)}}`,
        `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`,
        `${'['.repeat(n)}${']'.repeat(n)}`,
      ];
      for (const op of ops.filter((o) => o.method !== 'get' && !SESSION_ENDING.has(o.label))) {
        const url = urlFor(op, knownParams(op));
        for (const body of [...shapes(40), ...shapes(3_000), ...shapes(15_000)]) {
          const res = await send(home(op), op, url, body);
          const problems = responseProblems(res);
          if (res.status !== 400 || res.body.message !== 'The request body is nested too deeply (at most 32 levels)') {
            problems.push(`status ${res.status} ${JSON.stringify(res.body)}`);
          }
          if (problems.length > 0) failures.push(`${op.label} ${body.slice(0, 12)}… (${body.length} bytes) -> ${problems.join('; ')}`);
        }
      }
      expect(failures).toEqual([]);
    },
    scaled(120_000),
  );

  it('bounds paging: offsets such as 1e21 or 2^64 are 400 naming the field, on every list route with an offset', async () => {
    const failures: string[] = [];
    const lists = ops.filter((o) => o.method === 'get' && o.query.some((q) => q.name === 'offset'));
    expect(lists.length).toBeGreaterThan(2);
    for (const op of lists) {
      const url = urlFor(op, knownParams(op));
      for (const offset of ['1e21', '18446744073709551616', '9007199254740993', '1000001', '1e400']) {
        const res = await send(home(op), op, `${url}?offset=${offset}`);
        const problems = responseProblems(res);
        if (res.status !== 400 || !res.body.errors?.offset) problems.push(`status ${res.status} ${JSON.stringify(res.body)}`);
        if (problems.length > 0) failures.push(`${op.label} offset=${offset} -> ${problems.join('; ')}`);
      }
      expect((await send(home(op), op, `${url}?offset=1000000`)).status).toBe(200);
    }
    expect(failures).toEqual([]);
  });

  it('refuses multipart fields named __proto__, constructor or prototype as JSON bodies are refused', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const res = await (agents.client as Agent)
        .post('/api/documents/upload')
        .field('category', 'bank_statement')
        .field(name, 'x')
        .attach('files', Buffer.from('%PDF-1.4 hostile'), { filename: 'a.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: `The field "${name}" is not allowed`,
        errors: { [name]: 'This field is not allowed' },
      });
    }
    expect(prototypeSnapshot()).toBe(prototypes);
  });

  it('answers TRACE, PROPFIND and other unknown methods under /api with 405 in the error shape', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      for (const path of ['/api/user', '/api/documents', '/api/nothing-here']) {
        const res = await new Promise<{ status: number; body: string; type: string; allow: string }>((resolve, reject) => {
          const server = t.http.listening ? t.http : t.http.listen(0);
          const port = (server.address() as { port: number }).port;
          const req = httpRequest({ host: '127.0.0.1', port, method, path }, (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c.toString()));
            r.on('end', () =>
              resolve({ status: r.statusCode ?? 0, body, type: String(r.headers['content-type']), allow: String(r.headers.allow) }),
            );
          });
          req.on('error', reject);
          req.end();
        });
        expect({ method, path, status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
          method,
          path,
          status: 405,
          body: { statusCode: 405, message: 'Method not allowed' },
        });
        expect(res.type).toMatch(/^application\/json/);
        expect(res.allow).toContain('GET');
      }
    }
  });

  it('ends the session on logout and account deletion whatever body comes with them', async () => {
    await fc.assert(
      fc.asyncProperty(hostileJson, fc.constantFrom('POST /api/logout', 'DELETE /api/user'), async (body, label) => {
        const agent = request.agent(t.http);
        await agent.post('/api/register').send(registrationFields()).expect(201);
        const op = ops.find((o) => o.label === label)!;
        const res = await agent[op.method](op.path).set('Content-Type', 'application/json').send(body);
        expect(responseProblems(res)).toEqual([]);
        // A JSON object, array or scalar is read and ignored (strict JSON refuses bare scalars with 400).
        expect([200, 204, 400, 413]).toContain(res.status);
      }),
      { numRuns: 10, seed: SEED },
    );
  });
});

/**
 * The open routes that used to write per request: PayFast's notification (an activity row per post)
 * and the enquiry form (a stored enquiry and a mail to any address, the arithmetic check never
 * checked by the server). Forged input must be answered without writing anything.
 */
describe('Hostile input to the open routes that write', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      ...STAFF_SUITE_ENV,
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      PAYFAST_PASSPHRASE: 'jt7NOE43FZPn',
      PAYFAST_SANDBOX: 'true',
      PAYFAST_VALIDATE_URL: 'http://127.0.0.1:9/never-called',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const count = async (sql: string) => Number(((await t.dataSource.query(sql)) as Array<{ n: number | string }>)[0].n);

  it('PayFast notify answers every forged notification 200 and writes no row', async () => {
    const { agent } = await clientAgent(t);
    const service = await t.dataSource.query('SELECT id FROM services ORDER BY id LIMIT 1');
    await buyBySigning(t, agent, (service as Array<{ id: number }>)[0].id);
    const before = {
      activity: await count('SELECT COUNT(*) AS n FROM activity_logs'),
      payments: await count('SELECT COUNT(*) AS n FROM payments'),
      mails: await count('SELECT COUNT(*) AS n FROM mail_outbox'),
    };
    const service$ = t.app.get(PayfastService);
    const notify = jest.spyOn(service$, 'notify');
    let answered = 0;
    try {
      await fc.assert(
        fc.asyncProperty(hostilePayfastForm, async (form) => {
          const res = await request(t.http).post('/api/billing/payfast/notify').type('form').send(form);
          // 200 as PayFast requires; a prototype-pollution field name is refused by the body check first.
          expect(responseProblems(res)).toEqual([]);
          expect([200, 400]).toContain(res.status);
          if (res.status === 200) answered += 1;
        }),
        { numRuns: RUNS * 3, seed: SEED },
      );
      // Every notification was handled (answered at once, checked after) without a write.
      await Promise.all(notify.mock.results.map((r) => r.value as Promise<unknown>));
      expect(notify.mock.calls.length).toBe(answered);
      expect(answered).toBeGreaterThan(RUNS);
    } finally {
      notify.mockRestore();
    }
    expect({
      activity: await count('SELECT COUNT(*) AS n FROM activity_logs'),
      payments: await count('SELECT COUNT(*) AS n FROM payments'),
      mails: await count('SELECT COUNT(*) AS n FROM mail_outbox'),
    }).toEqual(before);
  });

  it('an enquiry with a forged, missing or hostile question token is 400 on captcha and stores and mails nothing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileCaptchaToken, fc.integer({ min: 2, max: 20 }), async (captchaToken, answer) => {
        const res = await request(t.http)
          .post('/api/waitlist')
          .send({ name: 'Lindiwe Dube', email: 'victim@example.co.za', terms: true, captcha: String(answer), captchaToken });
        expect(responseProblems(res)).toEqual([]);
        expect(res.status).toBe(400);
        expect(Object.keys((res.body as { errors: Record<string, string> }).errors)).toEqual([
          // Not text, or longer than any token we issue: the field itself is refused; else the check on `captcha` says no.
          (typeof captchaToken === 'string' && captchaToken.length <= 200) || captchaToken === null ? 'captcha' : 'captchaToken',
        ]);
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
    expect(await count('SELECT COUNT(*) AS n FROM waitlist_submissions')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM enquiry_challenges')).toBe(0);
  });
});
