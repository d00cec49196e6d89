import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { APP_VERSION } from '../../contract/limits';
import { completeOpenApiDocument, RATE_LIMITED } from './openapi-document';
import { SECURITY_SCHEMES } from './openapi-security';

/** @fastify/swagger's options: zod schemas as JSON schema, then the document completed for every operation. */
export function swaggerOptions({ prefix, xsrfExemptRoutes }: { prefix: string; xsrfExemptRoutes: ReadonlySet<string> }): SwaggerOptions {
  const xsrfExemptPaths = new Set([...xsrfExemptRoutes].map((route) => `${prefix}${route}`));
  return {
    openapi: {
      info: { title: 'Deskfair API', version: APP_VERSION },
      components: { securitySchemes: { ...SECURITY_SCHEMES } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const limited = Boolean((input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
      return limited ? { ...transformed, schema: { ...transformed.schema, [RATE_LIMITED]: true } } : transformed;
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeOpenApiDocument(documentObject.openapiObject as OpenAPIV3.Document, { prefix, xsrfExemptPaths })
        : documentObject.swaggerObject,
  };
}

/** The API reference as a page: Swagger UI on the same document, read-only (no "Try it out" against a live group). */
export const API_DOCS_OPTIONS: FastifySwaggerUiOptions = {
  routePrefix: '/api/docs',
  uiConfig: { supportedSubmitMethods: [], docExpansion: 'list', deepLinking: true },
  theme: { title: 'Deskfair API' },
  // Swagger UI sets a few inline styles; the reference pages alone allow them (scripts stay 'self' only).
  transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
};
