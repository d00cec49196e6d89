import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { devices, notificationPreferences, users } from '../../db/schema';
import type { UserRow } from '../users/repository';

type Platform = (typeof devices.$inferSelect)['platform'];

/** User ids per lookup, well below PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;

/** What notifyMany needs to know about its recipients, read in one query per table (per chunk of users). */
export interface Recipients {
  users: Map<number, UserRow>;
  /** `userId|type|channel` of every switched-off channel. */
  switchedOff: Set<string>;
  devices: Map<number, Array<{ platform: Platform; token: string }>>;
}

/** The recipients among these user ids (others' ids and other groups' users are absent), their switches and devices. */
export async function loadRecipients(q: Queryable, groupId: number, userIds: number[]): Promise<Recipients> {
  const found: Recipients = { users: new Map(), switchedOff: new Set(), devices: new Map() };
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const chunk = userIds.slice(i, i + CHUNK);
    for (const row of await q
      .select()
      .from(users)
      .where(and(eq(users.groupId, groupId), inArray(users.id, chunk))))
      found.users.set(row.id, row);
    const off = await q
      .select({ userId: notificationPreferences.userId, type: notificationPreferences.type, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.groupId, groupId),
          inArray(notificationPreferences.userId, chunk),
          eq(notificationPreferences.enabled, false),
        ),
      );
    for (const row of off) found.switchedOff.add(`${row.userId}|${row.type}|${row.channel}`);
    const registered = await q
      .select({ userId: devices.userId, platform: devices.platform, token: devices.token })
      .from(devices)
      .where(and(eq(devices.groupId, groupId), inArray(devices.userId, chunk)))
      .orderBy(asc(devices.id));
    for (const row of registered) {
      const list = found.devices.get(row.userId) ?? [];
      list.push({ platform: row.platform, token: row.token });
      found.devices.set(row.userId, list);
    }
  }
  return found;
}
