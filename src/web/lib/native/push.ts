import { PushNotifications } from '@capacitor/push-notifications';
import type { DeviceBody } from '../../../contract/messages';

export interface NativePushDeps {
  /** `POST device` with the FCM/APNs token and the platform. */
  registerDevice: (body: DeviceBody) => Promise<void>;
  /** Opens an app route (the tapped notification's target). */
  open: (path: string) => void;
}

/** The screen a push opens when its data names none or something that is not a route of this app. */
const FALLBACK_PATH = '/history';

/** The server sends `data.path`, an app route; anything else ('//host', a URL) opens the messages. */
export function notificationTarget(data: unknown): string {
  const path = data && typeof data === 'object' && 'path' in data ? data.path : null;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : FALLBACK_PATH;
}

/**
 * Push in the mobile app: asks the permission (once; the system remembers the answer), registers with FCM/APNs and
 * sends the token with `POST device`; a tapped notification opens its target. Returns a function removing the listeners.
 */
export async function startNativePush(platform: 'android' | 'ios', deps: NativePushDeps): Promise<() => Promise<void>> {
  let permission = await PushNotifications.checkPermissions();
  if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
    permission = await PushNotifications.requestPermissions();
  }
  const handles = [
    await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) =>
      deps.open(notificationTarget(notification.data)),
    ),
  ];
  if (permission.receive === 'granted') {
    handles.push(
      await PushNotifications.addListener('registration', ({ value }) => {
        deps.registerDevice({ token: value, platform }).catch((error: unknown) => console.warn('push device not registered', error));
      }),
      await PushNotifications.addListener('registrationError', (error) => console.warn('push registration failed', error.error)),
    );
    await PushNotifications.register();
  }
  return async () => {
    await Promise.all(handles.map((handle) => handle.remove()));
  };
}

/** On sign-out: the device stops receiving this user's pushes (the token is revoked; the server drops it on next use). */
export async function stopNativePush(): Promise<void> {
  await PushNotifications.unregister();
}
