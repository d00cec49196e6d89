import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  keys: z.object({ p256dh: z.string().regex(BASE64URL), auth: z.string().regex(BASE64URL) }),
});

export type WebPushSubscription = z.infer<typeof subscriptionSchema>;

/** A browser's PushSubscription JSON (http(s) endpoint, base64url p256dh and auth), or undefined when it is none. */
export function parseSubscription(token: string): WebPushSubscription | undefined {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return undefined;
  }
  const parsed = subscriptionSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
