import { z } from 'zod';

/** Stable error ids; the server maps each to one HTTP status in http/errors.ts. */
export const ERROR_IDS = [
  'unauthorized',
  'forbidden',
  'xsrf_mismatch',
  'not_found',
  'conflict',
  'validation',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorId = (typeof ERROR_IDS)[number];

export const errorBodySchema = z.object({
  id: z.enum(ERROR_IDS),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
