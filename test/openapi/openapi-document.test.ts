import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Public operations that answer 401 to a bad credential of their own: the refresh cookie, a single sign-on token. */
const OTHER_CREDENTIALS = new Set(['refreshToken', 'exchangeSsoToken']);

describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let operations: Array<{ method: (typeof METHODS)[number]; path: string; operation: OpenAPIV3.OperationObject }>;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    source = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).body;
    const document = JSON.parse(source) as OpenAPIV3.Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => (item?.[method] ? [{ method, path, operation: item[method] }] : [])),
    );
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a summary, a unique operationId, a tag, its security and its error responses', () => {
    expect(operations.length).toBeGreaterThanOrEqual(130);
    const incomplete = operations
      .filter(
        ({ operation: o }) =>
          !o.summary || !o.operationId || !o.tags?.length || !o.security || !Object.keys(o.responses).some((s) => /^[45]/.test(s)),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(incomplete).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says how each operation is called: those needing the bearer token answer 401 without it, the others do not', async () => {
    const anonymous = new ApiClient(t.app);
    const wrong: string[] = [];
    for (const { method, path, operation } of operations) {
      const needsToken = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
      // any parameter will do: authentication answers before anything is looked up
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await anonymous.request(
        method.toUpperCase() as 'GET',
        url,
        method === 'get' || method === 'delete' ? undefined : {},
      );
      if (needsToken !== (response.statusCode === 401) && !OTHER_CREDENTIALS.has(operation.operationId ?? ''))
        wrong.push(`${method} ${path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves the API reference at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Deskfair API');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
