import { Capacitor } from '@capacitor/core';
import { listenForAppLinks } from './deep-links';
import { startNativePush, stopNativePush, type NativePushDeps } from './push';
import { colourStatusBar, followBackButton } from './system-ui';

/**
 * The glue between the Capacitor shell and the app, loaded only inside the mobile app (platform.ts): deep links, the
 * back button, push and the status bar. Each part reports its own failure and never stops the others.
 */
export interface NativeApp {
  /** After sign-in: push permission, registration and `POST device`. */
  startPush: (deps: NativePushDeps) => Promise<void>;
  /** After sign-out. */
  stopPush: () => Promise<void>;
  colourStatusBar: (colour: string) => Promise<void>;
  stop: () => Promise<void>;
}

function nativePlatform(): 'android' | 'ios' | null {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : null;
}

const warn = (what: string) => (error: unknown) => {
  console.warn(what, error);
  return null;
};

export async function startNativeApp(deps: {
  handOverLink: (url: string) => void;
  history: { back: () => void };
}): Promise<NativeApp | null> {
  const platform = nativePlatform();
  if (!platform) return null;
  const removers = (
    await Promise.all([
      listenForAppLinks(deps.handOverLink).catch(warn('deep links unavailable')),
      followBackButton(deps.history).catch(warn('back button unavailable')),
    ])
  ).filter((remove) => remove !== null);
  let stopPushListeners: (() => Promise<void>) | null = null;

  return {
    startPush: async (pushDeps) => {
      if (stopPushListeners) return;
      stopPushListeners = await startNativePush(platform, pushDeps).catch(warn('push unavailable'));
    },
    stopPush: async () => {
      const remove = stopPushListeners;
      if (!remove) return;
      stopPushListeners = null;
      await remove();
      await stopNativePush().catch(warn('push not unregistered'));
    },
    colourStatusBar: (colour) => colourStatusBar(platform, colour).catch(() => undefined),
    stop: async () => {
      await Promise.all([...removers, stopPushListeners].map((remove) => remove?.()));
    },
  };
}
