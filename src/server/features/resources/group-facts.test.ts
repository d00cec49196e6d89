import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { GroupRow } from '../groups/repository';
import { GroupFactsCache, groupFactsOf } from './group-facts';

// The cache only uses the database as a key and reads these three fields of a group.
const database = {} as Database;
const group = (id: number) => ({ id, timeZone: 'Europe/Berlin', maxAdvanceDays: 14 }) as GroupRow;

describe('GroupFactsCache', () => {
  it('forgets the group used least recently, not the one stored first', () => {
    const cache = new GroupFactsCache(groupFactsOf, 2);
    cache.entry(database, group(1), 'v1', true);
    cache.entry(database, group(2), 'v1', true);
    expect(cache.of(database, 1)?.placesVersion).toBe('v1');
    cache.entry(database, group(3), 'v1', true);
    expect([1, 2, 3].map((id) => cache.of(database, id) !== undefined)).toEqual([true, false, true]);
  });

  it('starts anew when the places version or the zone changed, and keeps nothing of a group that is not eligible', () => {
    const cache = new GroupFactsCache(groupFactsOf, 2);
    const first = cache.entry(database, group(1), 'v1', true);
    expect(cache.entry(database, group(1), 'v1', true)).toBe(first);
    expect(cache.entry(database, group(1), 'v2', true)).not.toBe(first);
    expect(cache.entry(database, { ...group(1), timeZone: 'Asia/Tokyo' }, 'v2', true)?.timeZone).toBe('Asia/Tokyo');
    expect(cache.entry(database, group(1), 'v2', false)).toBeNull();
    expect(cache.of(database, 1)).toBeUndefined();
  });
});
