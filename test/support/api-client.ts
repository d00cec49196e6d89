import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Talks to the app through app.inject like a browser would: keeps cookies, echoes XSRF-TOKEN
 * in X-XSRF-TOKEN, sends the bearer token and Accept-Language.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  token: string | null = null;
  language = 'de';
  sendXsrf = true;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', '/api/v2/health');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const options: InjectOptions = {
      method,
      url: path,
      headers: {
        'accept-language': this.language,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.sendXsrf && xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...headers,
      },
      cookies: Object.fromEntries(this.cookies),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});

  /** GETs a path and returns its body as the contract schema types it (the test fails on any other status or shape). */
  async getAs<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    return bodyAs(await this.get(path), 200, schema);
  }

  /** POSTs a body and returns the answer as the contract schema types it. */
  async postAs<S extends z.ZodType>(path: string, body: unknown, schema: S, status = 201): Promise<z.infer<S>> {
    return bodyAs(await this.post(path, body), status, schema);
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.post('/api/v2/login', { email, password });
    if (response.statusCode === 200) this.token = response.json<{ token: string }>().token;
    return response;
  }
}

/** The response's body parsed with its contract schema, after checking the status. */
export function bodyAs<S extends z.ZodType>(response: LightMyRequestResponse, status: number, schema: S): z.infer<S> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return schema.parse(response.json());
}
