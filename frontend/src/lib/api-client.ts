/**
 * The one way the frontend talks to the API: credentials always sent, JSON by default, and any
 * non-OK answer turned into an ApiError carrying the status and the body (spec section 7).
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data. */
  formData?: FormData;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR fetcher: the key is the API path. */
export const swrFetcher = <T>(path: string): Promise<T> => apiRequest<T>(path);

/** The message a toast shows for a failed call: the server's sentence, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
