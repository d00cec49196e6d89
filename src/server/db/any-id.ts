import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($n)`: the ids as one array parameter. `inArray` binds a parameter per id, and for the thousands of
 * requesters of a draw building, sending and parsing those took longer than running the query. The array has the
 * column's own type: integer against bigint elements cannot hash the array, and a scan then searched every id per row.
 */
export const anyId = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = ANY(${sql.param([...ids])}::${sql.raw(column.getSQLType())}[])`;
