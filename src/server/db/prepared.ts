import { randomUUID } from 'node:crypto';
import type { Database } from './client';
import { PG, pgErrorCode } from './pg-errors';

type ParameterType = 'int' | 'uuid' | 'timestamptz';
type ParameterValue<T extends ParameterType> = T extends 'int' ? number : T extends 'uuid' ? string : Date;
type ParameterValues<T extends readonly ParameterType[]> = { [K in keyof T]: ParameterValue<T[K]> };

/** A statement the database plans once per connection (SQL PREPARE) and runs by name (EXECUTE): one round trip. */
export interface PreparedStatement<T extends readonly ParameterType[]> {
  name: string;
  parameterTypes: T;
  /** The statement, with $1 … $n for the parameters. */
  text: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/**
 * EXECUTE takes its arguments as SQL text, not as bound parameters, so each value is checked against its declared type
 * and written as a literal that can hold nothing else.
 */
function literal(type: ParameterType, value: unknown): string {
  if (type === 'int' && typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX) {
    return String(value);
  }
  if (type === 'uuid' && typeof value === 'string' && UUID.test(value)) return `'${value.toLowerCase()}'`;
  if (type === 'timestamptz' && value instanceof Date && !Number.isNaN(value.getTime())) return `'${value.toISOString()}'`;
  throw new TypeError(`prepared statement argument is not a valid ${type}`);
}

/**
 * Behind PgBouncer in transaction pooling every statement may land on another server connection, so a connection
 * that lacks the statement prepares it in the same round trip; one that already has it (prepared there for another
 * client) says so and the next EXECUTE goes through. Each server connection prepares it once.
 */
const ATTEMPTS = 4;

export async function executePrepared<T extends readonly ParameterType[]>(
  database: Database,
  statement: PreparedStatement<T>,
  values: ParameterValues<T>,
): Promise<Record<string, unknown>[]> {
  const args = statement.parameterTypes.map((type, i) => literal(type, values[i])).join(', ');
  const prepare = (name: string) => `PREPARE ${name}(${statement.parameterTypes.join(', ')}) AS ${statement.text}`;
  const execute = (name: string) => `EXECUTE ${name}(${args})`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await database.script(execute(statement.name));
    } catch (error) {
      if (pgErrorCode(error) !== PG.undefinedPreparedStatement) throw error;
    }
    try {
      return await database.script(`${prepare(statement.name)};\n${execute(statement.name)}`);
    } catch (error) {
      if (pgErrorCode(error) !== PG.duplicatePreparedStatement) throw error;
    }
  }
  // A pool this busy re-routing: run it under a name of its own, still in one round trip.
  const once = `${statement.name}_${randomUUID().replaceAll('-', '')}`;
  return database.script(`${prepare(once)};\n${execute(once)};\nDEALLOCATE ${once}`);
}
