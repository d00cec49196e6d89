import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { fuzzValue, nastyValue, type JsonSchema } from './schema-arbitrary';

/**
 * Every route of the OpenAPI document, with inputs from its own schema and of the nasty classes
 * (NUL bytes, numbers beyond the database range, wrong types, clock-change days and hours), signed
 * in and signed out: the server never answers 5xx. FUZZ_RUNS sets the runs per route and session,
 * FUZZ_SEED the seed (`random` for a new one each run; it is printed so a failure can be replayed).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_123);
const FUZZ_TIMEOUT_MS = Math.max(120_000, RUNS * 10_000);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}
interface FuzzRequest {
  url: string;
  payload: unknown;
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: (operation.parameters as Parameter[] | undefined) ?? [],
      body: (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']
        ?.schema,
    })),
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Percent-encodes like a browser; a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function requestOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...pathParams.map((p) => fuzzValue(p.schema)));
  const queryValues = fc.tuple(...queryParams.map((p) => fc.option(fuzzValue(p.schema), { nil: undefined, freq: p.required ? 8 : 2 })));
  const body = operation.body
    ? fc.oneof({ weight: 6, arbitrary: fuzzValue(operation.body) }, { weight: 1, arbitrary: nastyValue })
    : fc.constant(undefined);
  return fc.tuple(pathValues, queryValues, body).map(([pathArgs, queryArgs, payload]) => {
    let url = operation.path;
    pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodePathSegment(asText(pathArgs[i])))));
    const query = new URLSearchParams();
    queryParams.forEach((p, i) => {
      const value = queryArgs[i];
      if (value !== undefined) query.append(p.name, asText(value));
    });
    const search = query.toString();
    return { url: search ? `${url}?${search}` : url, payload };
  });
}

describe.each(DATABASE_KINDS)('fuzzing every API route on %s', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  const sessions: Record<string, ApiClient> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json());
    sessions.signedOut = new ApiClient(t.app);
    for (const [name, user] of [
      ['admin', DEMO.users[0]],
      ['member', DEMO.users[1]],
    ] as const) {
      const client = new ApiClient(t.app);
      await client.login(user.email, DEMO.password);
      // Only the bearer token: the fuzzed sign-out must not end the session the next runs use.
      client.cookies.delete('deskfair_refresh');
      sessions[name] = client;
    }
  });
  afterAll(() => t.close());

  it(
    `never answers 5xx (seed ${SEED}, ${RUNS} runs per route and session)`,
    async () => {
      expect(operations.length).toBeGreaterThan(30);
      const failures: string[] = [];
      for (const operation of operations) {
        for (const [sessionName, client] of Object.entries(sessions)) {
          await fc
            .assert(
              fc.asyncProperty(requestOf(operation), async ({ url, payload }) => {
                const response = await client.request(operation.method, url, payload);
                return response.statusCode < 500;
              }),
              { numRuns: RUNS, seed: SEED, endOnFailure: true },
            )
            .catch((error: unknown) => {
              failures.push(
                `${operation.method} ${operation.path} (${sessionName}): ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`,
              );
            });
        }
      }
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
