import type { Queryable } from '../db/client';

/**
 * How a push ended: `sent`, or `gone` when the service says the device no longer exists (its registration is
 * then forgotten and the push is not tried again). Anything else throws and is retried later.
 */
export type PushOutcome = 'sent' | 'gone';

/**
 * Delivers one push of a group: `recipient` is the device token (FCM) or the subscription JSON (Web Push), `body` the
 * JSON payload.
 */
export interface PushSender {
  send(q: Queryable, push: { groupId: number; recipient: string; body: string }): Promise<PushOutcome>;
}

/** The senders per outbox channel; a channel without a sender (FCM not configured) is not delivered. */
export interface PushSenders {
  GCM?: PushSender | undefined;
  WEBPUSH?: PushSender | undefined;
}

/** The `{ title, body, path }` JSON every push carries. */
export interface PushMessage {
  title: string;
  body: string;
  path: string;
}
