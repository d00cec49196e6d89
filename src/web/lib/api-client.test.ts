import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';
import { namedSchema } from './response-check/contract-modules';

/** A real HTTP server standing in for /api/v2: `thing` needs token 'fresh'; `refresh` behaves per mode. */
let server: Server;
let base = '';
let refreshCalls = 0;
let refreshMode: 'ok' | 'unauthorized' | 'empty' = 'ok';
let lastHeaders: Record<string, string | string[] | undefined> = {};
/** What the stand-in sends in its X-XSRF-TOKEN response header, like the server does on every API response. */
let headerToken = 'header-1';
const seenPaths: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    seenPaths.push(req.url ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': headerToken });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/v2/refresh') {
      refreshCalls += 1;
      // slow enough that concurrent 401s arrive while the refresh is still running
      setTimeout(() => {
        if (refreshMode === 'unauthorized') json(401, { id: 'unauthorized', message: 'Bitte anmelden.' });
        else json(200, { token: refreshMode === 'ok' ? 'fresh' : '' });
      }, 50);
      return;
    }
    if (req.url?.startsWith('/api/v2/thing')) {
      if (req.headers.authorization === 'Bearer fresh') return json(200, { ok: true, url: req.url });
      return json(401, { id: 'unauthorized', message: 'Bitte anmelden.' });
    }
    if (req.url === '/api/v2/echo' || req.url === '/api/v2/health') return json(200, { ok: true });
    if (req.url === '/api/v2/unread') return json(200, { unread_count: 3, not_in_contract: true });
    if (req.url?.startsWith('/api/v2/file.csv')) {
      if (req.headers.authorization !== 'Bearer fresh') return json(401, { id: 'unauthorized', message: 'Bitte anmelden.' });
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      return res.end(`a;b\n${req.url.split('?')[1] ?? ''}\n`);
    }
    if (req.url === '/api/v2/invalid') {
      return json(422, { id: 'validation', message: 'Ungültig', errors: { email: ['E-Mail-Adresse nicht gefunden.'] } });
    }
    if (req.url === '/api/v2/empty') {
      res.writeHead(204);
      return res.end();
    }
    json(404, { id: 'not_found', message: 'Nicht gefunden.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(
  initialToken: string | null = 'stale',
  readableCookie: string | null = 'xsrf-123',
  checkNamed?: ApiClientDeps['checkNamed'],
) {
  const state = { token: initialToken, signOuts: 0, stored: [] as string[] };
  const client = createApiClient({
    baseUrl: () => base,
    getToken: () => state.token,
    setToken: (token) => {
      state.token = token;
      state.stored.push(token);
    },
    signOut: () => {
      state.token = null;
      state.signOuts += 1;
    },
    language: () => 'en',
    xsrfToken: () => readableCookie,
    ...(checkNamed ? { checkNamed } : {}),
  });
  return { client, state };
}

const okSchema = z.object({ ok: z.boolean() });

beforeEach(() => {
  refreshCalls = 0;
  refreshMode = 'ok';
  headerToken = 'header-1';
  seenPaths.length = 0;
});

describe('api client refresh on 401', () => {
  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    const { client, state } = setup();
    const results = await Promise.all([1, 2, 3, 4].map((n) => client.get(`thing?n=${n}`, { schema: okSchema })));
    expect(results).toEqual([1, 2, 3, 4].map(() => ({ ok: true })));
    expect(refreshCalls).toBe(1);
    expect(state.token).toBe('fresh');
    expect(state.stored).toEqual(['fresh']);
    expect(state.signOuts).toBe(0);
  });

  it('signs out when the refresh returns 401', async () => {
    refreshMode = 'unauthorized';
    const { client, state } = setup();
    const error = await client.get('thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshCalls).toBe(1);
    expect(state.signOuts).toBeGreaterThanOrEqual(1);
    expect(state.token).toBeNull();
  });

  it('signs out when the refresh returns an empty token', async () => {
    refreshMode = 'empty';
    const { client, state } = setup();
    await expect(Promise.all([client.get('thing'), client.get('thing')])).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls).toBe(1);
    expect(state.token).toBeNull();
  });

  it('does not refresh when signed out', async () => {
    const { client } = setup(null);
    await expect(client.get('thing')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
  });
});

describe('api client requests', () => {
  it('sends bearer token, Accept-Language and the XSRF header on unsafe methods', async () => {
    const { client } = setup('fresh');
    await client.post('echo', { body: { a: 1 } });
    expect(lastHeaders.authorization).toBe('Bearer fresh');
    expect(lastHeaders['accept-language']).toBe('en');
    expect(lastHeaders['x-xsrf-token']).toBe('xsrf-123');
    expect(lastHeaders['content-type']).toBe('application/json');
    await client.get('echo');
    expect(lastHeaders['x-xsrf-token']).toBeUndefined();
  });

  it('echoes the readable cookie rather than the response header when it has one', async () => {
    const { client } = setup('fresh', 'xsrf-123');
    await client.get('echo');
    await client.post('echo');
    expect(lastHeaders['x-xsrf-token']).toBe('xsrf-123');
  });

  it('without a readable cookie (the native app) fetches a token first and echoes the one from the response header', async () => {
    const { client } = setup('fresh', null);
    await client.post('echo', { body: { a: 1 } });
    expect(seenPaths).toEqual(['/api/v2/health', '/api/v2/echo']);
    expect(lastHeaders['x-xsrf-token']).toBe('header-1');
    await client.del('echo');
    expect(seenPaths).toEqual(['/api/v2/health', '/api/v2/echo', '/api/v2/echo']);
    expect(lastHeaders['x-xsrf-token']).toBe('header-1');
  });

  it('without a readable cookie echoes the token of the latest response header', async () => {
    const { client } = setup('fresh', null);
    await client.get('echo');
    headerToken = 'header-2';
    await client.get('echo');
    await client.put('echo');
    expect(seenPaths).toEqual(['/api/v2/echo', '/api/v2/echo', '/api/v2/echo']);
    expect(lastHeaders['x-xsrf-token']).toBe('header-2');
  });

  it('without a readable cookie sends no XSRF header on safe methods', async () => {
    const { client } = setup('fresh', null);
    await client.get('echo');
    await client.get('echo');
    expect(lastHeaders['x-xsrf-token']).toBeUndefined();
  });

  it('turns error bodies into ApiError with field errors', async () => {
    const { client } = setup('fresh');
    const error = (await client.post('invalid').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: ['E-Mail-Adresse nicht gefunden.'] });
  });

  it('reads a text answer (a CSV file) with the query, refreshing the token on 401 as for JSON', async () => {
    const { client } = setup();
    await expect(client.getText('file.csv', { query: { day: '2026-11-24' } })).resolves.toBe('a;b\nday=2026-11-24\n');
    expect(refreshCalls).toBe(1);
  });

  it('checks the answer against a schema named by its contract module, by default on this thread', async () => {
    const { client } = setup('fresh');
    // The contract's object drops what it does not name.
    await expect(client.get('unread', { schema: namedSchema('messages', 'unreadCountResponseSchema') })).resolves.toEqual({
      unread_count: 3,
    });
    await expect(client.get('echo', { schema: namedSchema('messages', 'unreadCountResponseSchema') })).rejects.toThrow(
      'messages.unreadCountResponseSchema: unread_count: Invalid input: expected number, received undefined',
    );
  });

  it('hands a named schema and the raw answer to the checker it is given', async () => {
    const seen: string[] = [];
    const { client } = setup('fresh', 'xsrf-123', async (named, text) => {
      seen.push(`${named.contract}.${named.name} ${text}`);
      return { checked: true };
    });
    await expect(client.get('unread', { schema: namedSchema('messages', 'unreadCountResponseSchema') })).resolves.toEqual({
      checked: true,
    });
    expect(seen).toEqual(['messages.unreadCountResponseSchema {"unread_count":3,"not_in_contract":true}']);
  });

  it('returns undefined for 204', async () => {
    const { client } = setup('fresh');
    await expect(client.post('empty')).resolves.toBeUndefined();
  });

  it('reports network failures as status 0', async () => {
    const client = createApiClient({
      baseUrl: () => 'http://127.0.0.1:1/api/v2/',
      getToken: () => null,
      setToken: () => undefined,
      signOut: () => undefined,
      language: () => 'de',
      xsrfToken: () => null,
    });
    await expect(client.get('ego')).rejects.toMatchObject({ status: 0 });
  });
});
