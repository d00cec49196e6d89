import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

const columnLists = new WeakMap<Table, Array<[string, Column]>>();

/** A table's columns by key, listed once per table (rows are read on hot paths). */
function columnsOf(table: Table): Array<[string, Column]> {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnLists.set(table, columns);
  }
  return columns;
}

/**
 * A table row that the database built as JSON (`to_jsonb(t)`) turned into the row Drizzle would have selected: keys
 * by column, each value read as that column reads it (timestamps as dates, jsonb parsed, bigints as numbers).
 */
export function rowFromJson<T extends Table>(table: T, json: unknown): InferSelectModel<T> {
  if (!json || typeof json !== 'object') throw new TypeError('a row must be a JSON object');
  const source = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = source[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * SQL text for a row of `table` (as `alias` in the statement) as JSON without some of its columns (the password hash):
 * the JSON `rowFromJson` reads, built as text (json, not jsonb) for a statement the app writes itself.
 */
export function rowJsonWithout<T extends Table>(table: T, alias: string, without: ReadonlyArray<keyof T['_']['columns']>): string {
  const kept = columnsOf(table)
    .filter(([key]) => !without.includes(key))
    .map(([, column]) => `${alias}.${column.name}`);
  return `(SELECT to_json(kept) FROM (SELECT ${kept.join(', ')}) kept)`;
}
