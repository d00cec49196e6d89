import type { FastifyInstance } from 'fastify';

export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With path parameters filled in by harmless values. */
  url: string;
}

const SAMPLE_PARAMS: Record<string, string> = { id: '1', uuid: '00000000-0000-4000-8000-000000000000', code: 'NIEMAND' };

/** Every operation of the app's OpenAPI document, so a check over "every route" covers routes added later too. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json<{ paths: Record<string, object> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((m) => m.toUpperCase())
      .filter((m): m is DocumentedRoute['method'] => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .map((method) => ({ method, url: `${path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1')}` })),
  );
}
