import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api';
import { DEEP_LINK_EVENT } from '../lib/deep-link';
import { isNativeApp } from '../lib/native/platform';
import type { NativeApp } from '../lib/native/start';
import { useSignedIn } from '../lib/session';

/**
 * Inside the Capacitor app: links the app is opened with go to the deep-link handler (use-deep-links.ts), the back
 * button follows the history, push is registered while signed in, the status bar takes the group's colour.
 * In the browser nothing is loaded and nothing happens.
 */
export function useNativeApp(themeColour: string | undefined): void {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [native, setNative] = useState<NativeApp | null>(null);

  useEffect(() => {
    if (!isNativeApp()) return;
    let live = true;
    let started: NativeApp | null = null;
    void import('../lib/native/start')
      .then(({ startNativeApp }) =>
        startNativeApp({
          handOverLink: (url) => window.dispatchEvent(new CustomEvent(DEEP_LINK_EVENT, { detail: url })),
          history: window.history,
        }),
      )
      .then((app) => {
        started = app;
        if (live) setNative(app);
        else void app?.stop();
      });
    return () => {
      live = false;
      void started?.stop();
    };
  }, []);

  useEffect(() => {
    if (!native) return;
    if (signedIn) {
      void native.startPush({
        registerDevice: async (body) => {
          await api.post('device', { body });
        },
        open: (path) => void navigate(path),
      });
    } else {
      void native.stopPush();
    }
  }, [native, signedIn, navigate]);

  useEffect(() => {
    if (native && themeColour) void native.colourStatusBar(themeColour);
  }, [native, themeColour]);
}
