import type { FastifyInstance } from 'fastify';
import { invalid, type FieldErrors } from './errors';

/**
 * Input no route may ever see: text with a NUL character (PostgreSQL cannot store it in text).
 * Checked on body, query and path parameters of every route before its schema runs, so routes
 * added later are covered too. Answers 422 naming the field; nothing reaches the database.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields: FieldErrors = {};
    for (const [context, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      for (const path of pathsWithNul(value, [])) (fields[path || context] ??= []).push({ key: 'validation.invalid_character' });
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
  });
}

function pathsWithNul(value: unknown, path: string[]): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  // Raw uploads (floor plans) are bytes, not text: NUL is normal there, and walking each byte would be slow.
  if (Buffer.isBuffer(value)) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [[...path, key.replaceAll('\u0000', '')].join('.')] : []),
      ...pathsWithNul(item, [...path, key]),
    ]);
  }
  return [];
}
