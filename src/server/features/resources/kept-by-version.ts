import type { Database } from '../../db/client';

/**
 * Per database, what a process read of the groups asked lately, each at one version of its places (`placesVersionSql`):
 * still right while the version is unchanged. At most `kept` groups; the one stored longest ago goes first.
 */
export function keptByVersion<T extends { version: string }>(kept = 200) {
  const byDatabase = new WeakMap<Database, Map<number, T>>();
  return {
    /** What is kept of the group at this version, if anything. */
    get(database: Database, groupId: number, version: string): T | undefined {
      const value = byDatabase.get(database)?.get(groupId);
      return value?.version === version ? value : undefined;
    },
    /** What is kept of the group at whichever version it was read. */
    latest(database: Database, groupId: number): T | undefined {
      return byDatabase.get(database)?.get(groupId);
    },
    set(database: Database, groupId: number, value: T): void {
      let groups = byDatabase.get(database);
      if (!groups) byDatabase.set(database, (groups = new Map()));
      groups.delete(groupId);
      if (groups.size >= kept) groups.delete(groups.keys().next().value ?? 0);
      groups.set(groupId, value);
    },
  };
}
