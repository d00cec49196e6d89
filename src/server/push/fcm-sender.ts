import type { FcmConfig } from '../config';
import { fcmAccessTokens } from './fcm-access-token';
import type { PushMessage, PushSender } from './sender';

interface FcmErrorBody {
  error?: { code?: number; status?: string; message?: string; details?: Array<{ errorCode?: string }> };
}

/** Error codes that say the registration token is dead or malformed: retrying cannot help. */
const TOKEN_GONE = new Set(['UNREGISTERED', 'INVALID_ARGUMENT']);

/** Sends to apps through FCM HTTP v1 (`projects/{id}/messages:send`). */
export function fcmSender(fcm: FcmConfig): PushSender {
  const tokens = fcmAccessTokens(fcm);
  const url = `${fcm.apiUrl}/v1/projects/${encodeURIComponent(fcm.projectId)}/messages:send`;
  return {
    async send(_q, { recipient: token, body }) {
      const push = JSON.parse(body) as PushMessage;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokens.get()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: { token, notification: { title: push.title, body: push.body }, data: { path: push.path } } }),
      });
      if (response.ok) return 'sent';
      const text = await response.text();
      if (response.status === 401) tokens.forget();
      let answer: FcmErrorBody = {};
      try {
        answer = JSON.parse(text) as FcmErrorBody;
      } catch {
        // Not JSON (a proxy's error page): reported as it is below.
      }
      const codes = (answer.error?.details ?? []).map((detail) => detail.errorCode);
      if (codes.some((code) => code !== undefined && TOKEN_GONE.has(code))) return 'gone';
      throw new Error(`FCM answered ${response.status}: ${answer.error?.status ?? text.slice(0, 200)}`);
    },
  };
}
