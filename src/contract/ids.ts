import { z } from 'zod';

/** Largest PostgreSQL `integer`: ids and counts beyond it are refused before they reach a query. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const idSchema = z
  .number('validation.invalid')
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(PG_INTEGER_MAX, 'validation.number_too_large');

/** A row id in a path or query string. */
export const idParamSchema = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(PG_INTEGER_MAX, 'validation.number_too_large');

/** `/…/:id` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });
