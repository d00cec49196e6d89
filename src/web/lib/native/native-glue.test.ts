// @vitest-environment jsdom
// (Capacitor's bridge script expects a page: document, console hooks)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAndroidShell } from '../../../../test/support/android-shell';
import { deepLinkPath } from '../deep-link';
import type { NativeApp } from './start';

// The Android shell's bridge must be in place before @capacitor/core loads (the real app: injected before the page).
const shell = installAndroidShell();
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

let app: NativeApp;
const handedOver: string[] = [];
const history = { backs: 0, back: () => void history.backs++ };

beforeAll(async () => {
  const { startNativeApp } = await import('./start');
  const started = await startNativeApp({ handOverLink: (url) => handedOver.push(url), history });
  if (!started) throw new Error('not started on the Android bridge');
  app = started;
});
afterAll(() => app?.stop());

describe('the native glue on the Android bridge', () => {
  it('counts as the mobile app', async () => {
    const { isNativeApp } = await import('./platform');
    expect(isNativeApp()).toBe(true);
  });

  it('hands a link the app was opened with to the deep-link handler, which lands on the check-in screen', () => {
    const link = 'https://app.deskfair.de/#/desks/check_in/7d3f0e64-0c3c-4a39-9a55-2f2b1f1d8e01';
    shell.emit('App', 'appUrlOpen', { url: link });
    expect(handedOver).toEqual([link]);
    expect(deepLinkPath(handedOver[0] ?? '', ['app.deskfair.de'])).toBe('/desks/check_in/7d3f0e64-0c3c-4a39-9a55-2f2b1f1d8e01');
  });

  it('walks the history with the back button and closes the app on the first screen', async () => {
    shell.emit('App', 'backButton', { canGoBack: true });
    expect(history.backs).toBe(1);
    expect(shell.callsOf('App', 'exitApp')).toEqual([]);
    shell.emit('App', 'backButton', { canGoBack: false });
    await settle();
    expect(history.backs).toBe(1);
    expect(shell.callsOf('App', 'exitApp')).toHaveLength(1);
  });

  it('colours the status bar in the group colour with light text', async () => {
    await app.colourStatusBar('#7b1fa2');
    expect(shell.callsOf('StatusBar').map((c) => [c.methodName, c.options])).toEqual([
      ['setStyle', { style: 'DARK' }],
      ['setBackgroundColor', { color: '#7b1fa2' }],
    ]);
  });

  it('asks the push permission, registers and sends POST device with the token; a tap opens the target', async () => {
    shell.answer('PushNotifications.checkPermissions', () => ({ receive: 'prompt' }));
    shell.answer('PushNotifications.requestPermissions', () => ({ receive: 'granted' }));
    const devices: unknown[] = [];
    const opened: string[] = [];
    await app.startPush({ registerDevice: async (body) => void devices.push(body), open: (path) => opened.push(path) });
    expect(shell.callsOf('PushNotifications').map((c) => c.methodName)).toEqual([
      'checkPermissions',
      'requestPermissions',
      'addListener',
      'addListener',
      'addListener',
      'register',
    ]);

    shell.emit('PushNotifications', 'registration', { value: 'fcm-token-of-this-phone' });
    expect(devices).toEqual([{ token: 'fcm-token-of-this-phone', platform: 'android' }]);

    shell.emit('PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { path: '/reports' } },
    });
    shell.emit('PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '2', data: { path: '//evil.example/phish' } },
    });
    shell.emit('PushNotifications', 'pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '3', data: {} } });
    expect(opened).toEqual(['/reports', '/history', '/history']);
  });

  it('registers push once however often sign-in is reported', async () => {
    await app.startPush({ registerDevice: async () => undefined, open: () => undefined });
    expect(shell.callsOf('PushNotifications', 'register')).toHaveLength(1);
  });

  it('on sign-out stops listening and unregisters the device', async () => {
    await app.stopPush();
    await settle();
    expect(shell.listening('PushNotifications', 'registration')).toBe(false);
    expect(shell.listening('PushNotifications', 'pushNotificationActionPerformed')).toBe(false);
    expect(shell.callsOf('PushNotifications', 'unregister')).toHaveLength(1);
    // the app's own listeners stay
    expect(shell.listening('App', 'appUrlOpen')).toBe(true);
  });

  it('does not register when the permission is denied', async () => {
    shell.answer('PushNotifications.checkPermissions', () => ({ receive: 'denied' }));
    const before = shell.callsOf('PushNotifications', 'register').length;
    const devices: unknown[] = [];
    await app.startPush({ registerDevice: async (body) => void devices.push(body), open: () => undefined });
    expect(shell.callsOf('PushNotifications', 'requestPermissions')).toHaveLength(1);
    expect(shell.callsOf('PushNotifications', 'register')).toHaveLength(before);
    expect(shell.listening('PushNotifications', 'registration')).toBe(false);
    await app.stopPush();
  });
});
