import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-store';
import { deleteDevice, getWebPushKey, registerDevice } from '../api/device';
import { notificationSettingsQueryKey } from '../api/get-notification-settings';
import { currentSubscription, pushSupported, subscribeBrowser, subscriptionToken } from './browser-push';

/** checking: looking for an existing subscription; blocked: the user (or browser) denied notifications. */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'inactive' | 'active';
/** failed: the browser's push service refused or could not be reached; not_granted: the prompt was dismissed. */
export type PushProblem = 'failed' | 'not_granted' | 'disable_failed';

function initialState(): PushState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'checking';
}

/**
 * Push in this browser. Nothing is asked or registered until `enable` runs from a user action: then the permission
 * prompt, the service worker, the subscription with the server's VAPID key and `POST device`. `disable` undoes it.
 */
export function useBrowserPush() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState>(initialState);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setState(subscription && Notification.permission === 'granted' ? 'active' : 'inactive'))
      .catch(() => live && setState('inactive'));
    return () => {
      live = false;
    };
  }, [state]);

  const devicesChanged = useCallback(() => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }), [queryClient]);

  const enable = useCallback(async () => {
    setProblem(null);
    setWorking(true);
    let subscription: PushSubscription | null = null;
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('blocked');
      if (permission !== 'granted') return setProblem('not_granted');
      const key = await getWebPushKey();
      subscription = await subscribeBrowser(key);
      await registerDevice({ token: subscriptionToken(subscription), platform: 'web' });
      setState('active');
      void devicesChanged();
    } catch (error) {
      // A subscription the server does not know would never get anything: drop it.
      await subscription?.unsubscribe().catch(() => false);
      if (isApiError(error)) showError(error);
      else setProblem('failed');
    } finally {
      setWorking(false);
    }
  }, [devicesChanged]);

  const disable = useCallback(async () => {
    setProblem(null);
    setWorking(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The server forgets the device first: if that fails, the subscription stays and the user can try again.
        await deleteDevice(subscriptionToken(subscription));
        await subscription.unsubscribe();
      }
      setState('inactive');
      void devicesChanged();
    } catch (error) {
      if (isApiError(error)) showError(error);
      else setProblem('disable_failed');
    } finally {
      setWorking(false);
    }
  }, [devicesChanged]);

  return { state, problem, working, enable, disable };
}
