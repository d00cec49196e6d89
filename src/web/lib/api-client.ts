import type { z } from 'zod';
// The contract schemas load with the first failed call or refresh, not in the first chunk.
const contractErrors = () => import('../../contract/errors');
const contractAuth = () => import('../../contract/auth');
import { ApiError } from './api-error';
import { isNamedSchema, type NamedSchema } from './response-check/contract-modules';
import { createResponseChecker } from './response-check/response-checker';
import { XSRF_HEADER } from './xsrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientDeps {
  /** e.g. '/api/v2/' or 'https://eu.example.com/api/v2/' */
  baseUrl: () => string | Promise<string>;
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Called when the session cannot be renewed. */
  signOut: () => void;
  language: () => string;
  /** The XSRF cookie when the page can read it; else the client echoes the token last seen in a response header. */
  xsrfToken: () => string | null;
  fetch?: typeof fetch;
  /** Parses and checks a response's text against a named schema (the app's does it in a worker). */
  checkNamed?: (named: NamedSchema<z.ZodType>, text: string) => Promise<unknown>;
}

export interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  query?: Record<string, string>;
  /** Checks the answer: a schema, or one named by its contract (checked where `checkNamed` runs: off the page). */
  schema?: S | NamedSchema<S>;
}

const UNSAFE = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON client of /api/v2/: bearer token, XSRF echo, Accept-Language, one shared refresh on 401. */
export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<string | null> | null = null;
  // The native app's cookies for the API host live in the platform's HTTP stack, out of document.cookie's reach.
  let xsrfFromHeader: string | null = null;
  const xsrfToken = () => deps.xsrfToken() ?? xsrfFromHeader;
  const checkNamed = deps.checkNamed ?? createResponseChecker(() => null);

  async function fetchNoting(input: string, init: RequestInit): Promise<Response> {
    const response = await doFetch(input, init);
    const token = response.headers.get(XSRF_HEADER);
    if (token) xsrfFromHeader = token;
    return response;
  }

  function headers(method: HttpMethod, body: unknown): Headers {
    const h = new Headers({ Accept: 'application/json', 'Accept-Language': deps.language() });
    // A file (a floor plan) goes as it is, typed by itself; everything else as JSON.
    if (body instanceof Blob) h.set('Content-Type', body.type || 'application/octet-stream');
    else if (body !== undefined) h.set('Content-Type', 'application/json');
    const token = deps.getToken();
    if (token) h.set('Authorization', `Bearer ${token}`);
    // Only unsafe calls echo the token: a page's first read of its cookies waits for the browser (about 10 ms in
    // Chromium here), and the screens' first calls are reads.
    const xsrf = UNSAFE.has(method) ? xsrfToken() : null;
    if (xsrf) h.set(XSRF_HEADER, xsrf);
    return h;
  }

  async function url(path: string, query?: Record<string, string>): Promise<string> {
    const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${await deps.baseUrl()}${path.replace(/^\/+/, '')}${qs}`;
  }

  async function send(method: HttpMethod, path: string, body: unknown, query?: Record<string, string>): Promise<Response> {
    try {
      // The server sets the XSRF cookie on API responses only; a first unsafe call fetches one.
      if (UNSAFE.has(method) && !xsrfToken()) await fetchNoting(await url('health'), { credentials: 'same-origin' });
      return await fetchNoting(await url(path, query), {
        method,
        headers: headers(method, body),
        body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw new ApiError(0, null, cause instanceof Error ? cause.message : 'network error');
    }
  }

  /**
   * Renews the access token once for all callers waiting at the same time: stores the new token, or
   * signs out when the refresh answers 401 or an empty token. Resolves to the new token or null.
   */
  function refreshOnce(): Promise<string | null> {
    refreshing ??= (async () => {
      let token: string | null = null;
      try {
        const response = await send('GET', 'refresh', undefined);
        if (response.ok) {
          const { tokenResponseSchema } = await contractAuth();
          const parsed = tokenResponseSchema.safeParse(await response.json());
          token = parsed.success && parsed.data.token ? parsed.data.token : null;
        }
      } catch {
        token = null;
      }
      if (token) deps.setToken(token);
      else deps.signOut();
      return token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function toError(response: Response): Promise<ApiError> {
    let body = null;
    try {
      const { errorBodySchema } = await contractErrors();
      const parsed = errorBodySchema.safeParse(await response.json());
      body = parsed.success ? parsed.data : null;
    } catch {
      body = null;
    }
    return new ApiError(response.status, body);
  }

  /** A successful response, after one refresh and retry on 401; any other failure throws an ApiError. */
  async function okResponse(method: HttpMethod, path: string, body: unknown, query?: Record<string, string>): Promise<Response> {
    const tokenUsed = deps.getToken();
    let response = await send(method, path, body, query);
    if (response.status === 401 && tokenUsed && path !== 'refresh') {
      // Someone else may have refreshed already while this request was in flight.
      const current = deps.getToken();
      // Signed out meanwhile (a failed refresh of another request): nothing to retry.
      if (!current) throw await toError(response);
      const fresh = current !== tokenUsed ? current : await refreshOnce();
      if (!fresh) throw await toError(response);
      response = await send(method, path, body, query);
      if (response.status === 401) {
        deps.signOut();
        throw await toError(response);
      }
    }
    if (!response.ok) throw await toError(response);
    return response;
  }

  async function request<S extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<S> = {},
  ): Promise<z.infer<S>> {
    const { schema } = options;
    const response = await okResponse(method, path, options.body, options.query);
    if (response.status === 204) return undefined as z.infer<S>;
    const text = await response.text();
    if (isNamedSchema(schema)) return (await checkNamed(schema, text)) as z.infer<S>;
    const data: unknown = text ? JSON.parse(text) : undefined;
    return (schema ? schema.parse(data) : data) as z.infer<S>;
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, options?: RequestOptions<S>) => request<S>('GET', path, options),
    post: <S extends z.ZodType>(path: string, options?: RequestOptions<S>) => request<S>('POST', path, options),
    put: <S extends z.ZodType>(path: string, options?: RequestOptions<S>) => request<S>('PUT', path, options),
    del: <S extends z.ZodType>(path: string, options?: RequestOptions<S>) => request<S>('DELETE', path, options),
    /** A file the API answers as text (e.g. a CSV download), with the same session handling. */
    getText: async (path: string, options: { query?: Record<string, string> } = {}) =>
      (await okResponse('GET', path, undefined, options.query)).text(),
    /** A binary file the API answers (a floor plan image), with the same session handling. */
    getBlob: async (path: string, options: { query?: Record<string, string> } = {}) =>
      (await okResponse('GET', path, undefined, options.query)).blob(),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
