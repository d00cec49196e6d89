import fc from 'fast-check';

/** The parts of an OpenAPI 3.0 schema (as @fastify/swagger writes zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Days the server finds hard: clock changes in Europe/Berlin, leap days, impossible dates, far ends. */
const NASTY_DAYS = [
  '2026-03-29',
  '2026-10-25',
  '2027-03-28',
  '2027-10-31',
  '2028-02-29',
  '2026-02-29',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
];
/** Wall-clock minutes in the doubled or missing hour, and the ends of the day. */
const NASTY_MINUTES = [0, 120, 150, 179, 180, 1439, 1440];

/** Values of the classes that once made servers answer 500. */
export const nastyString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '',
  ' ',
  'x'.repeat(3000),
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '١٢٣',
  '🙂',
  ...NASTY_DAYS,
);
export const nastyNumber = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  -0,
  0.5,
  -1,
  0,
  ...NASTY_MINUTES,
);
export const wrongType = fc.constantFrom<unknown>(null, true, [], {}, 'text', 1, [null], { '': 0 });

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, wrongType);

/** A value for the schema: mostly what it asks for, sometimes of a nasty class. */
export function fuzzValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fromSchema(schema) }, { weight: 1, arbitrary: nastyValue });
}

export function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  const plain = withoutNull(schema);
  return schema.nullable ? fc.option(plain, { nil: null }) : plain;
}

function withoutNull(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(fromSchema));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf) as JsonSchema);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(fc.integer(integerBounds(schema)), fc.constantFrom(...NASTY_MINUTES), fc.integer({ min: 1, max: 200 }));
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fuzzValue(schema.items) : nastyValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case 'object':
      return objectFor(schema);
    default:
      return nastyValue;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const text = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  const day = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true });
  return fc.oneof(
    text,
    fc.constantFrom(...NASTY_DAYS),
    day.map((d) => d.toISOString().slice(0, 10)),
    fc.emailAddress(),
    // Known values get requests past the first checks (the account-deletion word stays out: it would end the session).
    fc.constantFrom('demo@deskfair.test', 'kollege@deskfair.test', 'DEMO-2026', 'Deskfair!2026'),
  );
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -2_147_483_648) + exclusiveMin;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 2_147_483_647) - exclusiveMax;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fuzzValue(property)]));
  // Required fields are present most of the time, so requests get past the first check.
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.record(model), fc.boolean())
    .map(([partial, full, useFull]) => (useFull || required.size === 0 ? full : partial));
}
