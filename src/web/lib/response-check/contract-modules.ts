import type { z } from 'zod';

/**
 * The contract modules whose response schemas a request can name (see `namedSchema`), each loaded on demand: in the
 * checking worker, or on the main thread where no worker runs.
 */
export const contractModules = {
  absences: () => import('../../../contract/absences'),
  'admin-group': () => import('../../../contract/admin-group'),
  'admin-people': () => import('../../../contract/admin-people'),
  'admin-places': () => import('../../../contract/admin-places'),
  audit: () => import('../../../contract/audit'),
  bookables: () => import('../../../contract/bookables'),
  bookings: () => import('../../../contract/bookings'),
  'calendar-feed': () => import('../../../contract/calendar-feed'),
  'create-group': () => import('../../../contract/create-group'),
  'desk-settings': () => import('../../../contract/desk-settings'),
  ego: () => import('../../../contract/ego'),
  'floor-plans': () => import('../../../contract/floor-plans'),
  group: () => import('../../../contract/group'),
  lottery: () => import('../../../contract/lottery'),
  'lottery-runs': () => import('../../../contract/lottery-runs'),
  messages: () => import('../../../contract/messages'),
  occupancy: () => import('../../../contract/occupancy'),
  'own-desk': () => import('../../../contract/own-desk'),
  parking: () => import('../../../contract/parking'),
  rooms: () => import('../../../contract/rooms'),
  series: () => import('../../../contract/series'),
  settings: () => import('../../../contract/settings'),
  sso: () => import('../../../contract/sso'),
  team: () => import('../../../contract/team'),
};

export type ContractName = keyof typeof contractModules;
type ModuleOf<C extends ContractName> = Awaited<ReturnType<(typeof contractModules)[C]>>;
/** The exports of a contract module that are schemas. */
export type SchemaName<C extends ContractName> = {
  [K in keyof ModuleOf<C>]: ModuleOf<C>[K] extends z.ZodType ? K : never;
}[keyof ModuleOf<C>] &
  string;

/** A response schema by its contract module and export name: it can be built and run where the caller is not. */
export interface NamedSchema<S extends z.ZodType> {
  readonly contract: ContractName;
  readonly name: string;
  /** Only for the type checker: what the schema's answer is. */
  readonly schemaType?: S;
}

export function namedSchema<C extends ContractName, N extends SchemaName<C>>(
  contract: C,
  name: N,
): NamedSchema<ModuleOf<C>[N] & z.ZodType> {
  return { contract, name };
}

export const isNamedSchema = (value: unknown): value is NamedSchema<z.ZodType> =>
  typeof value === 'object' && value !== null && 'contract' in value && 'name' in value && !('_zod' in value);

/** The schema a name stands for; rejects a name the contract module does not export as a schema. */
export async function loadNamedSchema({ contract, name }: { contract: string; name: string }): Promise<z.ZodType> {
  const load = Object.hasOwn(contractModules, contract) ? contractModules[contract as ContractName] : undefined;
  const schema: unknown = load ? (await load())[name as keyof ModuleOf<ContractName>] : undefined;
  if (typeof schema !== 'object' || schema === null || !('safeParse' in schema)) throw new Error(`no schema ${contract}.${name}`);
  return schema as z.ZodType;
}
