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
 * A connection prepares the statement on first use, in the same round trip as its first EXECUTE. Behind PgBouncer in
 * transaction pooling each statement may land on another server connection: one that lacks the statement answers
 * 26000 (prepare it there, again in one round trip), one that already has it (prepared for another client) answers
 * 42P05 (then EXECUTE goes through). Each server connection prepares it once.
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
  const { name } = statement;
  return database.onConnection(async (connection) => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (connection.prepared.has(name)) {
        try {
          return await connection.script(execute(name));
        } catch (error) {
          if (pgErrorCode(error) !== PG.undefinedPreparedStatement) throw error;
          connection.prepared.delete(name);
        }
      }
      try {
        const rows = await connection.script(`${prepare(name)};\n${execute(name)}`);
        connection.prepared.add(name);
        return rows;
      } catch (error) {
        if (pgErrorCode(error) !== PG.duplicatePreparedStatement) throw error;
        connection.prepared.add(name);
      }
    }
    // A pool this busy re-routing: run it under a name of its own, still in one round trip.
    const once = `${name}_${randomUUID().replaceAll('-', '')}`;
    return connection.script(`${prepare(once)};\n${execute(once)};\nDEALLOCATE ${once}`);
  });
}
