import webPush from 'web-push';
import { parseSubscription } from './subscription';
import type { PushSender } from './sender';
import type { VapidKeySource } from './vapid-keys';

/** How long a push service keeps a push for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends to browsers by Web Push: web-push signs the VAPID JWT and encrypts the payload (aes128gcm, RFC 8291);
 * the request itself goes out by fetch, which speaks http as well as https. 404 and 410 mean the subscription is gone.
 */
export function webPushSender(keys: VapidKeySource, subject: string): PushSender {
  return {
    async send(q, { groupId, recipient, body }) {
      const subscription = parseSubscription(recipient);
      if (!subscription) return 'gone';
      const vapid = await keys(q, groupId);
      const request = webPush.generateRequestDetails(subscription, body, {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: new Uint8Array(request.body),
      });
      await response.arrayBuffer();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      throw new Error(`push service answered ${response.status}`);
    },
  };
}
