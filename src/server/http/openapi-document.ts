import type { OpenAPIV3 } from 'openapi-types';
import type { SecurityRequirement } from './openapi-security';

/** Set on the operations of rate-limited routes (see swaggerOptions), so they list the 429. */
export const RATE_LIMITED = 'x-rate-limited';
const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The reference's sections, by the first segment of an operation's path. */
const TAGS: ReadonlyArray<{ name: string; description: string; segments: string[] }> = [
  {
    name: 'account',
    description: 'Registration, sign-in, sessions and passwords',
    segments: ['register', 'login', 'logout', 'refresh', 'password', 'groups', 'auth', 'acs'],
  },
  {
    name: 'me',
    description: "The signed-in user's start data, settings, feedback and calendar feed",
    segments: ['ego', 'settings', 'feedback', 'calendar'],
  },
  {
    name: 'desks',
    description: 'Desks: availability, bookings, check-in, one click, the own fixed desk, problem reports',
    segments: ['desks', 'desk', 'days', 'schedules', 'bookings', 'desk_problems', 'absences'],
  },
  {
    name: 'lottery',
    description: 'The fair lottery: requests, runs and waiting-list offers',
    segments: ['desk_requests', 'parking_requests', 'lottery'],
  },
  {
    name: 'rooms',
    description: 'Conference rooms, their bookings and invitations',
    segments: ['rooms', 'conference_rooms', 'room_bookings', 'invitations'],
  },
  {
    name: 'bookables',
    description: 'Other bookable resources and their approvals',
    segments: ['bookables', 'bookable_bookings', 'approvals'],
  },
  { name: 'parking', description: 'Parking spaces', segments: ['parking', 'parking_bookings'] },
  { name: 'series', description: 'Recurring bookings', segments: ['series'] },
  { name: 'team', description: 'Colleagues, links and who is where', segments: ['staff', 'links', 'team'] },
  { name: 'messages', description: 'Messages and push devices', segments: ['messages', 'device'] },
  { name: 'floor plans', description: 'Floor plans and their markers', segments: ['areas', 'plan_markers'] },
  { name: 'admin', description: "The group's administration (admins only)", segments: ['admin'] },
  { name: 'health', description: 'Liveness and readiness', segments: ['health'] },
];

const error = (description: string): OpenAPIV3.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const ERROR_RESPONSES: Record<string, OpenAPIV3.ResponseObject> = {
  Unauthorized: error('No valid access token (sign in or refresh)'),
  Forbidden: error('Not allowed for this user or group, or the XSRF header is missing'),
  NotFound: error('Not there, or not visible to this group'),
  ValidationFailed: error("Bad input: `errors` maps each field to its messages in the caller's language"),
  TooManyRequests: error('Too many attempts; try again later'),
  ServerError: error('Something failed on the server, or it is being updated (503); try again later'),
};

const ERROR_SCHEMA: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['id', 'message'],
  properties: {
    id: { type: 'string', description: 'Stable error id (unauthorized, forbidden, not_found, conflict, validation, …)' },
    message: { type: 'string', description: "The error in the caller's language" },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

const ref = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/responses/${name}` });

export function tagOf(path: string, prefix: string): string {
  const segment = path.slice(prefix.length).split('/')[1] ?? '';
  const tag = TAGS.find((t) => t.segments.includes(segment));
  if (!tag) throw new Error(`OpenAPI: no tag for ${path} (add its first segment to TAGS in openapi-document.ts)`);
  return tag.name;
}

/** Unsafe methods also need the XSRF header, except where a foreign site posts by design. */
function securityOf(method: string, path: string, declared: SecurityRequirement[] | undefined, xsrfExempt: ReadonlySet<string>) {
  const base: SecurityRequirement[] = declared ?? [{ bearer: [] }];
  if (!UNSAFE_METHODS.has(method) || xsrfExempt.has(path)) return base;
  return base.length === 0 ? [{ xsrf: [] }] : base.map((requirement) => ({ ...requirement, xsrf: [] }));
}

/**
 * Completes the generated document: a tag, the security requirement and the error responses on every operation, and
 * the schemes and shared responses they refer to. Routes declare only what is particular to them.
 */
export function completeOpenApiDocument(
  document: OpenAPIV3.Document,
  { prefix, xsrfExemptPaths }: { prefix: string; xsrfExemptPaths: ReadonlySet<string> },
): OpenAPIV3.Document {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.tags ??= [tagOf(path, prefix)];
      const security = securityOf(method, path, operation.security as SecurityRequirement[] | undefined, xsrfExemptPaths);
      operation.security = security;
      const responses = operation.responses;
      const add = (status: string, name: string) => (responses[status] ??= ref(name));
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      if (security.some((requirement) => 'bearer' in requirement || 'refreshCookie' in requirement)) add('401', 'Unauthorized');
      if (security.some((requirement) => 'bearer' in requirement || 'xsrf' in requirement)) add('403', 'Forbidden');
      if (parameters.some((p) => p.in === 'path')) add('404', 'NotFound');
      if (operation.requestBody || parameters.length > 0) add('422', 'ValidationFailed');
      if ((operation as Record<string, unknown>)[RATE_LIMITED]) add('429', 'TooManyRequests');
      add('5XX', 'ServerError');
    }
  }
  return {
    ...document,
    info: {
      ...document.info,
      description: 'The Deskfair API. Every error answers `{ id, message, errors? }`; bad input is a 422 whose `errors` name the fields.',
      license: { name: 'Proprietary', url: 'https://deskfair.example/terms' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
      responses: ERROR_RESPONSES,
    },
  };
}
