import { randomUUID } from 'node:crypto';
import type { Database } from './client';
import { PG, pgErrorCode } from './pg-errors';

type ParameterType = 'int' | 'bigint' | 'int[]' | 'uuid' | 'timestamptz' | 'date' | 'text' | 'jsonb';
/** `?` marks a parameter that may be NULL (`int?`). */
type DeclaredType = ParameterType | `${ParameterType}?`;
type ValueOf<T extends ParameterType> = T extends 'int' | 'bigint'
  ? number
  : T extends 'int[]'
    ? readonly number[]
    : T extends 'timestamptz'
      ? Date
      : string;
type ParameterValue<T extends DeclaredType> = T extends `${infer U extends ParameterType}?`
  ? ValueOf<U> | null
  : T extends ParameterType
    ? ValueOf<T>
    : never;
type ParameterValues<T extends readonly DeclaredType[]> = { [K in keyof T]: ParameterValue<T[K]> };

/** A statement the database plans once per connection and runs by name: one round trip. */
export interface PreparedStatement<T extends readonly DeclaredType[]> {
  name: string;
  parameterTypes: T;
  /** The statement, with $1 … $n for the parameters. */
  text: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;

/** Whether a value fits its declared type (NULL only where the type allows it). */
function fits(declared: DeclaredType, value: unknown): boolean {
  const nullable = declared.endsWith('?');
  const type = (nullable ? declared.slice(0, -1) : declared) as ParameterType;
  if (value === null) return nullable;
  switch (type) {
    case 'int':
      return isInt(value);
    case 'bigint':
      return Number.isSafeInteger(value);
    case 'int[]':
      return Array.isArray(value) && value.every(isInt);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'timestamptz':
      return value instanceof Date && !Number.isNaN(value.getTime());
    case 'date':
      return typeof value === 'string' && DAY.test(value);
    case 'text':
    case 'jsonb':
      return typeof value === 'string';
  }
}

function checked(declared: DeclaredType, value: unknown): unknown {
  if (!fits(declared, value)) throw new TypeError(`prepared statement argument is not a valid ${declared}`);
  return value;
}

/**
 * EXECUTE takes its arguments as SQL text, not as bound parameters: each value, already checked against its declared
 * type (`checked`), is written as a literal that can hold nothing else.
 */
function literal(declared: DeclaredType, value: unknown): string {
  if (value === null) return 'NULL';
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number') return String(value);
  const text = String(value);
  const type = declared.replace('?', '');
  if (type === 'uuid') return `'${text.toLowerCase()}'`;
  if (type === 'date') return `'${text}'`;
  return dollarQuoted(text);
}

/**
 * Any text as a dollar-quoted literal, under a tag the text does not contain: the text is taken as it is, whatever
 * quotes or backslashes it holds (and whatever standard_conforming_strings says).
 */
function dollarQuoted(text: string): string {
  let tag = '$v0$';
  // The closing tag must not be found earlier: not inside the text, nor made by the text's end and the tag together.
  for (let n = 1; `${text}${tag}`.indexOf(tag) !== text.length; n++) tag = `$v${n}$`;
  return `${tag}${text}${tag}`;
}

/**
 * A connection prepares the statement on first use, in the same round trip as its first EXECUTE. Behind PgBouncer in
 * transaction pooling each statement may land on another server connection: one that lacks the statement answers
 * 26000 (prepare it there, again in one round trip), one that already has it (prepared for another client) answers
 * 42P05 (then EXECUTE goes through). Each server connection prepares it once.
 */
const ATTEMPTS = 4;

/**
 * The statement as the protocol parses it: each parameter cast to its declared type, which PostgreSQL then takes as the
 * parameter's type (as PREPARE's type list does), never a type guessed from where the parameter stands.
 */
const typedTexts = new WeakMap<PreparedStatement<readonly DeclaredType[]>, string>();
export function typedText(statement: PreparedStatement<readonly DeclaredType[]>): string {
  let text = typedTexts.get(statement);
  if (text === undefined) {
    text = statement.text.replace(/\$(\d+)(?!\d)/g, (parameter, n: string) => {
      const declared = statement.parameterTypes[Number(n) - 1];
      if (!declared) throw new Error(`${statement.name}: ${parameter} has no declared type`);
      return `(${parameter}::${declared.replace('?', '')})`;
    });
    typedTexts.set(statement, text);
  }
  return text;
}

export async function executePrepared<T extends readonly DeclaredType[]>(
  database: Database,
  statement: PreparedStatement<T>,
  values: ParameterValues<T>,
): Promise<Record<string, unknown>[]> {
  const { name } = statement;
  const bound = statement.parameterTypes.map((type, i) => checked(type, values[i]));
  const types = statement.parameterTypes.map((type) => type.replace('?', '')).join(', ');
  const prepare = (name: string) => `PREPARE ${name}(${types}) AS ${statement.text}`;
  const execute = (name: string) => `EXECUTE ${name}(${statement.parameterTypes.map((type, i) => literal(type, bound[i])).join(', ')})`;
  return database.onConnection(async (connection) => {
    if (connection.executeNamed) return connection.executeNamed(name, typedText(statement), bound);
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
