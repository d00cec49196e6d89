import { and, eq, sql } from 'drizzle-orm';
import type { DeviceBody } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { devices } from '../../db/schema';
import { invalidField } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { parseSubscription } from '../../push/subscription';

/** Registers a device for push; the same token again (also from another account of the group) moves it to the caller. */
export async function registerDevice(database: Database, auth: AuthContext, body: DeviceBody): Promise<void> {
  if (body.platform === 'web' && !parseSubscription(body.token)) throw invalidField('token', 'validation.device_token_invalid');
  await database.db.transaction((tx) =>
    tx
      .insert(devices)
      .values({ groupId: auth.groupId, userId: auth.userId, platform: body.platform, token: body.token })
      .onConflictDoUpdate({
        target: [devices.groupId, devices.token],
        set: { userId: auth.userId, platform: body.platform, createdAt: sql`now()` },
      }),
  );
}

/** Forgets one of the caller's devices; another user's token is left alone. */
export async function forgetDevice(database: Database, auth: AuthContext, token: string): Promise<void> {
  await database.db.transaction((tx) =>
    tx.delete(devices).where(and(eq(devices.groupId, auth.groupId), eq(devices.userId, auth.userId), eq(devices.token, token))),
  );
}
