import type { Database } from '../../db/client';
import type { GroupRow } from '../groups/repository';
import type { PlacedResource } from './repository';

/**
 * What a booking read of a group, for the next booking that assumes it and lets its statement check that it still
 * holds: the group's zone and horizon, and resources (with their places) at one version of the group's places.
 */
export interface GroupFacts {
  timeZone: string;
  maxAdvanceDays: number;
  placesVersion: string;
  resources: Map<number, PlacedResource>;
}

const GROUPS_KEPT = 200;
const RESOURCES_KEPT = 10_000;

/**
 * Facts kept per process, per database and group: the `GROUPS_KEPT` groups used most recently, up to `RESOURCES_KEPT`
 * resources each. A map iterates in insertion order, so a group used again is moved to its end, and its first key is the
 * group used least recently.
 */
export class GroupFactsCache<Facts extends GroupFacts> {
  private readonly byDatabase = new WeakMap<Database, Map<number, Facts>>();

  /** `fresh`: the facts of a group at a version of its places, with nothing read yet of its resources. */
  constructor(
    private readonly fresh: (group: GroupRow, placesVersion: string) => Facts,
    private readonly groupsKept = GROUPS_KEPT,
  ) {}

  /**
   * The facts to add what was just read of `group` at `placesVersion` to: the kept ones while they still hold, else
   * new ones. Null, and nothing kept of the group, when it is not `eligible`.
   */
  entry(database: Database, group: GroupRow, placesVersion: string, eligible: boolean): Facts | null {
    let groups = this.byDatabase.get(database);
    if (!groups) this.byDatabase.set(database, (groups = new Map()));
    if (!eligible) {
      groups.delete(group.id);
      return null;
    }
    const kept = groups.get(group.id);
    const holds =
      kept?.placesVersion === placesVersion &&
      kept.timeZone === group.timeZone &&
      kept.maxAdvanceDays === group.maxAdvanceDays &&
      kept.resources.size < RESOURCES_KEPT;
    if (kept && holds) return this.touched(groups, group.id, kept);
    groups.delete(group.id);
    if (groups.size >= this.groupsKept) groups.delete(groups.keys().next().value ?? 0);
    const facts = this.fresh(group, placesVersion);
    groups.set(group.id, facts);
    return facts;
  }

  of(database: Database, groupId: number): Facts | undefined {
    const groups = this.byDatabase.get(database);
    const kept = groups?.get(groupId);
    return groups && kept ? this.touched(groups, groupId, kept) : undefined;
  }

  private touched(groups: Map<number, Facts>, groupId: number, facts: Facts): Facts {
    groups.delete(groupId);
    groups.set(groupId, facts);
    return facts;
  }
}

/** The group's fields every `GroupFacts` starts from. */
export const groupFactsOf = (group: GroupRow, placesVersion: string): GroupFacts => ({
  timeZone: group.timeZone,
  maxAdvanceDays: group.maxAdvanceDays,
  placesVersion,
  resources: new Map(),
});
