/**
 * What the typed client (./api/client.ts, the one way the frontend calls the API) shares with the
 * SWR fetcher: any non-OK answer becomes an ApiError carrying the status and the body
 * (docs/dashboard.md), and unchanged answers are revalidated by ETag.
 */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly body: ApiErrorBody | null;

  constructor(status: number, bodyText: string) {
    const body = parseBody(bodyText);
    super(body?.message || bodyText || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = body;
  }

  /** Field errors from the server's validation, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

function parseBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * Validators of the last answers SWR read: the ETag and what it parsed to. Private replies carry
 * `Cache-Control: no-store`, so the browser's HTTP cache keeps nothing and never revalidates by
 * itself; the fetcher does, sending `If-None-Match`, and on 304 hands SWR the very object it
 * already holds (no download, no parse, no re-render). ETags are hashes of the exact bytes, so a
 * 304 always means "the same body", whoever is signed in. Bounded: the oldest entry goes first.
 */
const validators = new Map<string, { etag: string; data: unknown }>();
const MAX_VALIDATORS = 64;

/** SWR fetcher: the key is the API path; unchanged answers come back as 304 with no body. */
export async function swrFetcher<T>(path: string): Promise<T> {
  const known = validators.get(path);
  const res = await fetch(path, {
    headers: known ? { Accept: 'application/json', 'If-None-Match': known.etag } : { Accept: 'application/json' },
    credentials: 'include',
    cache: 'no-store',
  });
  if (res.status === 304 && known) return known.data as T;
  const text = await res.text();
  if (!res.ok) {
    validators.delete(path);
    throw new ApiError(res.status, text);
  }
  const data = (text ? JSON.parse(text) : undefined) as T;
  const etag = res.headers.get('ETag');
  validators.delete(path);
  if (etag) {
    validators.set(path, { etag, data });
    if (validators.size > MAX_VALIDATORS) validators.delete(validators.keys().next().value as string);
  }
  return data;
}

/** Forgets every remembered answer (sign-out, account deletion). */
export function forgetCachedAnswers(): void {
  validators.clear();
}

/** The message a toast shows for a failed call: the server's sentence, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
