// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { api, apiKey, apiUrl } from './client';

/** A fetch that answers from a queue and records the requests it was sent. */
function fakeFetch(answers: Response[]) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      sent.push(request);
      return Promise.resolve(answers.shift()!);
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('typed API client', () => {
  it('sends cookies and JSON, fills path parameters and parses the answer', async () => {
    const sent = fakeFetch([json({ id: 7, firstName: 'Thandi' })]);
    const updated = await api.patch('/employees/{id}', { params: { path: { id: 7 } }, body: { firstName: 'Thandi', isActive: true } });
    expect(updated).toEqual({ id: 7, firstName: 'Thandi' });
    const [request] = sent;
    expect(new URL(request.url).pathname).toBe('/api/employees/7');
    expect(request.method).toBe('PATCH');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{"firstName":"Thandi","isActive":true}');
  });

  it('answers undefined for 204 and for an empty body', async () => {
    fakeFetch([new Response(null, { status: 204 }), new Response('', { status: 200 })]);
    expect(await api.post('/logout')).toBeUndefined();
    expect(await api.post('/email/verify', { body: { token: 'abc' } })).toBeUndefined();
  });

  it('throws an ApiError with the status, the exact body and its field errors', async () => {
    const body = JSON.stringify({ statusCode: 400, message: 'Check the form', errors: { email: 'Enter an email' } });
    fakeFetch([new Response(body, { status: 400 })]);
    const error: unknown = await api.post('/password/forgot', { body: { identifier: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).bodyText).toBe(body);
    expect((error as ApiError).message).toBe('Check the form');
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Enter an email' });
  });

  it('uploads multipart form data with the browser’s own Content-Type', async () => {
    const sent = fakeFetch([json({ id: 3 })]);
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'pop.pdf', { type: 'application/pdf' }));
    await api.upload('/invoices/{id}/proof-of-payment', form, { path: { id: 3 } });
    const [request] = sent;
    expect(new URL(request.url).pathname).toBe('/api/invoices/3/proof-of-payment');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends query parameters as the SWR keys spell them, leaving out empty ones', async () => {
    const sent = fakeFetch([json({ items: [] })]);
    await api.get('/staff/clients', { params: { query: { q: '', limit: 25, hasOpenRequests: true } } });
    expect(sent[0].url.endsWith('/api/staff/clients?limit=25&hasOpenRequests=true')).toBe(true);
  });
});

describe('keys and URLs', () => {
  it('spells SWR keys as before: the /api path, parameters encoded, empty values left out', () => {
    expect(apiKey('/documents')).toBe('/api/documents');
    expect(apiKey('/staff/clients/{clientId}/notes', { path: { clientId: 12 } })).toBe('/api/staff/clients/12/notes');
    expect(apiKey('/account/activity', { query: { limit: 50, offset: 0 } })).toBe('/api/account/activity?limit=50&offset=0');
    expect(apiKey('/staff/clients', { query: { q: 'a b', offset: undefined, limit: 25 } })).toBe('/api/staff/clients?q=a+b&limit=25');
    expect(apiUrl('get', '/account/export/download/{token}', { path: { token: 'a/b' } })).toBe('/api/account/export/download/a%2Fb');
  });
});

/**
 * Never run: compiled by `npm run typecheck`. Each line below is a call the compiler must refuse;
 * if one of them starts compiling (a route renamed on one side only, a body loosened), the
 * `@ts-expect-error` above it is unused and the typecheck fails.
 */
export async function refusedByTheCompiler() {
  // @ts-expect-error: no such route (the employees list is /employees)
  await api.get('/employee');
  // @ts-expect-error: the route exists, but not for this method
  await api.delete('/employees');
  // @ts-expect-error: a path parameter is required
  await api.delete('/employees/{id}');
  // @ts-expect-error: the body's fields are checked against the DTO
  await api.post('/employees', { body: { firstName: 1 } });
  // @ts-expect-error: only routes that declare multipart bodies take form data
  await api.upload('/employees', new FormData());
  // @ts-expect-error: query parameters are checked too
  apiKey('/staff/clients', { query: { search: 'x' } });
  // @ts-expect-error: and so are the answers
  const count: number = await api.get('/employees');
  return count;
}
