/**
 * A PostgreSQL array literal for one bound parameter (cast in the query, e.g. `${pgArray(days)}::date[]`), so a
 * list of any length is one parameter, not one per element.
 */
export const pgArray = (values: ReadonlyArray<string | number>): string =>
  `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
