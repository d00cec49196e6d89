import { and, count, eq, sql } from 'drizzle-orm';
import { CHANNELS, MESSAGE_TYPES, type NotificationSettings, type UpdateNotificationSettingsBody } from '../../../contract/messages';
import type { Database, Queryable } from '../../db/client';
import { devices, notificationPreferences } from '../../db/schema';
import { invalidField } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';

/** Every notification type in MESSAGE_TYPES order with its MAIL and GCM switches (no row = on) and the device count. */
export async function loadNotificationSettings(q: Queryable, auth: AuthContext): Promise<NotificationSettings> {
  const rows = await q
    .select({ type: notificationPreferences.type, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.groupId, auth.groupId), eq(notificationPreferences.userId, auth.userId)));
  const [registered] = await q
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.groupId, auth.groupId), eq(devices.userId, auth.userId)));
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => `${row.type}|${row.channel}`));
  return {
    preferences: MESSAGE_TYPES.map((type) => ({ type, MAIL: !off.has(`${type}|MAIL`), GCM: !off.has(`${type}|GCM`) })),
    push_devices: registered?.n ?? 0,
  };
}

/** Sets the given switches (the others stay) and answers the whole settings; a type twice in one body is refused. */
export async function updateNotificationSettings(
  database: Database,
  auth: AuthContext,
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const types = body.preferences.map((preference) => preference.type);
  if (new Set(types).size !== types.length) throw invalidField('preferences', 'validation.invalid');
  const switches = body.preferences.flatMap((preference) =>
    CHANNELS.flatMap((channel) => {
      const enabled = preference[channel];
      return enabled === undefined ? [] : [{ groupId: auth.groupId, userId: auth.userId, type: preference.type, channel, enabled }];
    }),
  );
  return database.db.transaction(async (tx) => {
    if (switches.length > 0)
      await tx
        .insert(notificationPreferences)
        .values(switches)
        .onConflictDoUpdate({
          target: [
            notificationPreferences.groupId,
            notificationPreferences.userId,
            notificationPreferences.type,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled` },
        });
    return loadNotificationSettings(tx, auth);
  });
}
