import { deviceBodySchema, type DeviceBody } from '../../../../contract/messages';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

/** The VAPID public key (base64url) this browser subscribes with. */
export async function getWebPushKey(): Promise<string> {
  const { public_key: key } = await api.get('device/web_push_key', { schema: namedSchema('messages', 'webPushKeyResponseSchema') });
  return key;
}

/** Registers this browser's push subscription (spec §7 `POST device`). */
export async function registerDevice(body: DeviceBody): Promise<void> {
  await api.post('device', { body: deviceBodySchema.parse(body) });
}

/** Forgets this browser's push subscription. */
export async function deleteDevice(token: string): Promise<void> {
  await api.del('device', { body: { token } });
}
