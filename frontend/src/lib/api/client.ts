import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiError, swrFetcher } from '../api-client';
import type { paths } from '../../api-types/schema';

/**
 * The one typed way the frontend talks to the API (docs/api.md). Paths, methods, path and query
 * parameters, bodies and answers all come from ./schema.d.ts, which `npm run api:types` generates
 * from the backend's OpenAPI document: a renamed route or a changed DTO fails the typecheck here
 * and at every caller.
 *
 * Callers spell paths without the `/api` prefix ('/employees/{id}'); this module is the only
 * place that knows it. Behaviour is the old apiRequest's: cookies always sent, JSON in and out,
 * an empty or 204 answer is `undefined`, and any non-OK answer is thrown as an ApiError carrying
 * the status and the body's text (lib/form-errors.ts and lib/run-action.ts read it). The backend's
 * CSRF defence needs no header from us: it reads the browser's own Sec-Fetch-Site and Origin
 * (backend/src/common/middleware/cross-origin-protection.ts, docs/security.md).
 */
const PREFIX = '/api';
/** The API's root path (robots.txt keeps crawlers out of it). */
export const API_PREFIX = PREFIX;

/** The generated paths with the `/api` prefix taken off. */
export type ApiPaths = {
  [P in keyof paths as P extends `${typeof PREFIX}${infer Rest}` ? Rest : never]: paths[P];
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof ApiPaths]: ApiPaths[P] extends Record<M, object> ? P : never;
}[keyof ApiPaths];

type Operation<P extends keyof ApiPaths, M extends Method> = ApiPaths[P] extends Record<M, infer Op> ? Op : never;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The second argument, required exactly when the operation has required parameters or a required body. */
type InitArg<I> = RequiredKeys<I> extends never ? [init?: I] : [init: I];

/** What a successful answer parses to (`undefined` for 204 and empty bodies). */
type SuccessData<R> = R extends { data: infer D } ? D : never;

/** The JSON answer of `M path` on success. */
export type ApiData<P extends keyof ApiPaths, M extends Method = 'get'> = SuccessData<
  FetchResponse<Operation<P, M> & Record<string | number, unknown>, object, 'application/json'>
>;

/** The `params` an operation takes (path and query), as the generated types declare them. */
type ParamsOf<P extends keyof ApiPaths, M extends Method> = Operation<P, M> extends { parameters: infer X } ? X : never;
type ParamsArg<P extends keyof ApiPaths, M extends Method> =
  RequiredKeys<ParamsOf<P, M>> extends never ? [params?: ParamsOf<P, M>] : [params: ParamsOf<P, M>];

/**
 * Query strings as the SWR keys have always spelled them: empty values (undefined, null, '') are
 * left out, so equal filters give equal keys and URLs.
 */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value as string | number | boolean));
  }
  return search.toString();
}

/** `/api` + path with its `{name}` parameters filled in (encoded) and the query appended. */
function buildUrl(path: string, params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.path?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value as string | number));
  });
  const search = queryString(params?.query);
  return `${PREFIX}${filled}${search ? `?${search}` : ''}`;
}

/** Any non-OK answer becomes an ApiError with the exact body text, before openapi-fetch parses it. */
const throwApiErrors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw new ApiError(response.status, await response.text());
    return undefined;
  },
};

const client = createClient<ApiPaths>({
  // Absolute, because Request (which openapi-fetch builds) needs one outside the browser too.
  baseUrl: `${globalThis.location?.origin ?? ''}${PREFIX}`,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  querySerializer: (query) => queryString(query),
  // Looked up at call time, not captured at load, so a test's stubbed fetch is the one used.
  fetch: (request) => globalThis.fetch(request),
});
client.use(throwApiErrors);

type ApiMethod<M extends Method> = <P extends PathsWith<M>, I extends MaybeOptionalInit<ApiPaths[P], M>>(
  path: P,
  ...init: InitArg<I>
) => Promise<SuccessData<FetchResponse<Operation<P, M> & Record<string | number, unknown>, I, 'application/json'>>>;

/** The untyped core every typed method goes through; the types above are what callers see. */
type UntypedRequest = (method: string, path: string, init?: object) => Promise<{ data?: unknown }>;
const request = client.request as unknown as UntypedRequest;

function method<M extends Method>(name: M): ApiMethod<M> {
  const call = async (path: string, init?: object) => (await request(name, path, init)).data;
  return call as unknown as ApiMethod<M>;
}

/** Paths whose POST accepts multipart form data (uploads). */
export type MultipartPaths = {
  [P in PathsWith<'post'>]: [NonNullable<Operation<P, 'post'> extends { requestBody?: infer B } ? B : never>] extends [never]
    ? never
    : NonNullable<Operation<P, 'post'> extends { requestBody?: infer B } ? B : never> extends {
          content: { 'multipart/form-data': unknown };
        }
      ? P
      : never;
}[PathsWith<'post'>];

export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
  /**
   * POST of multipart form data (documents, message attachments, proof of payment): the browser
   * sets the Content-Type with its boundary. Only paths that declare multipart bodies are accepted.
   */
  async upload<P extends MultipartPaths>(path: P, form: FormData, ...params: ParamsArg<P, 'post'>): Promise<ApiData<P, 'post'>> {
    const init = { params: params[0], body: form };
    return (await request('post', path, init)).data as ApiData<P, 'post'>;
  },
};

/**
 * The URL of a path for a plain link or a request that is not made with fetch (downloads the
 * browser saves, images, the upload that reports progress through XMLHttpRequest).
 */
export function apiUrl<M extends Method, P extends PathsWith<M>>(_method: M, path: P, ...params: ParamsArg<P, M>): string {
  return buildUrl(path, params[0] as Parameters<typeof buildUrl>[1]);
}

/**
 * The prefix every key of a part of the API starts with ('/staff' gives '/api/staff'), for
 * revalidating all of them at once; only a prefix some path has is accepted.
 */
export function apiKeyPrefix<P extends string>(
  prefix: P & (Extract<keyof ApiPaths, P | `${P}/${string}`> extends never ? never : unknown),
): string {
  return `${PREFIX}${prefix}`;
}

declare const dataType: unique symbol;
/** An SWR key (the GET URL, as the fetcher requests it) that remembers what it answers with. */
export type ApiKey<Data> = string & { readonly [dataType]?: Data };

/**
 * The SWR key of a GET: the one home of every key string. The URL is also what preloads and
 * revalidation compare, so it is spelled exactly as before (app/route-paths.ts).
 */
export function apiKey<P extends PathsWith<'get'>>(path: P, ...params: ParamsArg<P, 'get'>): ApiKey<ApiData<P>> {
  return buildUrl(path, params[0] as Parameters<typeof buildUrl>[1]);
}

/** useSWR on a typed key: the data's type comes from the path; null asks for nothing. */
export function useApi<Data>(key: ApiKey<Data> | null, config?: SWRConfiguration<Data, ApiError>): SWRResponse<Data, ApiError> {
  return useSWR<Data, ApiError>(key, swrFetcher<Data>, config ?? {});
}

/** Fetches a key now, for `mutate(key, fetchKey(key))` after a change. */
export function fetchKey<Data>(key: ApiKey<Data>): Promise<Data> {
  return swrFetcher<Data>(key);
}
