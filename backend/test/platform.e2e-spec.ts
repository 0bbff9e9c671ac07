import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { stableJson } from '../src/openapi/stable-json';
import { createTestApp, TestApp } from './support/test-app';

describe('Platform: headers, errors, health, docs and page routing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers with a CSP the SPA runs under', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports database and storage in /api/health', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const res = await request(t.http).get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found' });
    await request(t.http).delete('/api/user/zzz').expect(404);
  });

  it('answers malformed JSON with 400 and an oversized body with 413, in the error shape', async () => {
    const bad = await request(t.http).post('/api/login').set('Content-Type', 'application/json').send('{"username":').expect(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON' });
    const big = await request(t.http)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }))
      .expect(413);
    expect(big.body).toEqual({ statusCode: 413, message: 'The request body is too large' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/logout', '/api/user', '/api/health']),
    );
  });

  it('serves a readable reference at /api/docs that loads only its own scripts, under the strict CSP', async () => {
    const res = await request(t.http)
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // Every script is a file of this server: no inline code, no other origin.
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body.trim()).toBe('');
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      expect(src).toMatch(/^\/(?!\/)/);
      const script = await request(t.http)
        .get(src!)
        .expect(200)
        .expect('Content-Type', /javascript/);
      expect(Buffer.byteLength(script.text)).toBeGreaterThan(100_000);
    }
    expect(res.text).not.toMatch(/https?:\/\//);
    // The page reads the same document, which still answers.
    expect(res.text).toContain('spec-url="/api/docs-json"');
    await request(t.http).get('/api/docs-json').expect(200).expect('Content-Type', /json/);
  });

  it('writes the same OpenAPI document without a server or database as the running app publishes', async () => {
    // What `npm run api:types` does (src/cli/openapi.ts): the frontend types must describe the live API.
    const preview = await NestFactory.create(AppModule, { preview: true, logger: false });
    preview.setGlobalPrefix('api');
    const live = await request(t.http).get('/api/docs-json').expect(200);
    // The live document names the configured PUBLIC_URL (here the default) as its server.
    expect(live.body.servers).toEqual([{ url: `http://localhost:${process.env.PORT ?? 3000}` }]);
    const offline = buildOpenApiDocument(preview, live.body.servers[0].url);
    await preview.close();
    expect(stableJson(offline)).toBe(stableJson(live.body));
    // Security follows the guards: the session for a signed-in route, explicitly none for a public one.
    expect(offline.components?.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The HttpOnly session cookie set at sign-in' },
    });
    expect(offline.paths['/api/user'].get?.security).toEqual([{ session: [] }]);
    expect(offline.paths['/api/staff/clients'].get?.security).toEqual([{ session: [] }]);
    expect(offline.paths['/api/login'].post?.security).toEqual([]);
    expect(offline.paths['/api/services'].get?.summary).toBe('List the service packages');
    expect(offline.components?.schemas?.['DocumentStatus']).toEqual({
      type: 'string',
      enum: ['pending', 'approved', 'rejected', 'needs_revision'],
    });
  });

  it('serves prerendered public pages, the SPA shell for app routes and a 404 page for the rest', async () => {
    const home = await request(t.http).get('/').expect(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.text).toContain('<html lang="en-ZA">');
    // (A Suspense boundary marker may come first.)
    expect(home.text).toMatch(/<div id="root">\s*(<!--\$-->)?<(main|div|header)/);

    const shell = await request(t.http).get('/dashboard').expect(200);
    expect(shell.text).toContain('<div id="root"></div>');

    const missing = await request(t.http).get('/no-such-page').expect(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.text).toContain('404 Page Not Found');

    await request(t.http).get('/about/').expect(200);
    await request(t.http).get('/favicon.svg').expect(200);
    await request(t.http).get('/missing-file.png').expect(404);
  });
});

describe('Platform: compression', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gzips pages and JSON for clients that accept it', async () => {
    const res = await request(t.http).get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const page = await request(t.http).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
  });
});
