import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, forgetCachedAnswers, swrFetcher } from './api-client';

/** A fetch that answers from a queue and records the headers it was sent. */
function fakeFetch(answers: Response[]) {
  const sent: Array<Record<string, string>> = [];
  const fn = vi.fn((_url: string, init?: RequestInit) => {
    sent.push({ ...(init?.headers as Record<string, string>) });
    return Promise.resolve(answers.shift()!);
  });
  vi.stubGlobal('fetch', fn);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCachedAnswers();
});

describe('swrFetcher revalidation', () => {
  it('sends the last ETag and hands back the same object on 304', async () => {
    const sent = fakeFetch([
      new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { ETag: 'W/"abc"' } }),
      new Response(null, { status: 304, headers: { ETag: 'W/"abc"' } }),
    ]);
    const first = await swrFetcher<unknown[]>('/api/documents');
    const second = await swrFetcher<unknown[]>('/api/documents');
    expect(sent[0]['If-None-Match']).toBeUndefined();
    expect(sent[1]['If-None-Match']).toBe('W/"abc"');
    expect(second).toBe(first);
  });

  it('takes a changed body and its new ETag', async () => {
    const sent = fakeFetch([
      new Response('[1]', { status: 200, headers: { ETag: 'W/"one"' } }),
      new Response('[1,2]', { status: 200, headers: { ETag: 'W/"two"' } }),
      new Response(null, { status: 304 }),
    ]);
    await swrFetcher('/api/payments');
    expect(await swrFetcher('/api/payments')).toEqual([1, 2]);
    expect(await swrFetcher('/api/payments')).toEqual([1, 2]);
    expect(sent[2]['If-None-Match']).toBe('W/"two"');
  });

  it('forgets everything at sign-out and after an error', async () => {
    const sent = fakeFetch([
      new Response('[]', { status: 200, headers: { ETag: 'W/"e"' } }),
      new Response('{"message":"Unauthorized"}', { status: 401 }),
      new Response('[]', { status: 200, headers: { ETag: 'W/"e"' } }),
    ]);
    await swrFetcher('/api/employees');
    await expect(swrFetcher('/api/employees')).rejects.toBeInstanceOf(ApiError);
    await swrFetcher('/api/employees');
    expect(sent[2]['If-None-Match']).toBeUndefined();
    forgetCachedAnswers();
  });
});
