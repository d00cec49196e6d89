import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { WebPushConfig } from '../config';
import type { Queryable } from '../db/client';
import { webPushKeys } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair of a group's browser pushes: the installation's configured one, or one generated on the group's
 * first use and stored in `web_push_keys` (insert if absent, then read: two processes that race both end up with the
 * stored pair).
 */
export function vapidKeys(config: WebPushConfig) {
  const known = new Map<number, VapidKeys>();
  return async (q: Queryable, groupId: number): Promise<VapidKeys> => {
    if (config.keys) return config.keys;
    const cached = known.get(groupId);
    if (cached) return cached;
    const generated = webPush.generateVAPIDKeys();
    await q
      .insert(webPushKeys)
      .values({ groupId, ...generated })
      .onConflictDoNothing();
    const [stored] = await q.select().from(webPushKeys).where(eq(webPushKeys.groupId, groupId));
    if (!stored) throw new Error('web_push_keys has no row after insert');
    const keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
    known.set(groupId, keys);
    return keys;
  };
}

export type VapidKeySource = ReturnType<typeof vapidKeys>;
