import { useCallback, useEffect, useState } from 'react';
import { useAppConfig } from '../../lib/app-config';
import { isApiError } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import {
  isSubscribed,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSupport,
  type SubscribeResult,
} from './device';

export const PUSH_TEXT = {
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  denied: "Notifications are blocked for this site. Allow them in your browser's settings, then try again.",
  failed: 'This browser could not turn notifications on. Please try again later.',
} as const;

/**
 * This device's push state for a screen: what it supports, whether it is subscribed (null while that is being
 * read), and turning it on (from a tap) or off. Feedback says what happened.
 */
export function useThisDevice() {
  const pushKey = useAppConfig().data?.pushKey;
  const [support, setSupport] = useState<PushSupport>(() => pushSupport(pushKey));
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSupport(pushSupport(pushKey));
    let live = true;
    void isSubscribed().then((s) => live && setSubscribed(s));
    return () => {
      live = false;
    };
  }, [pushKey]);

  const turnOn = useCallback(async (): Promise<SubscribeResult | 'failed'> => {
    if (!pushKey) return 'unavailable';
    setBusy(true);
    try {
      const result = await subscribeThisDevice(pushKey);
      setSupport(pushSupport(pushKey));
      if (result === 'on') feedback.notify(PUSH_TEXT.on);
      else if (result === 'denied') feedback.error(PUSH_TEXT.denied);
      else if (result === 'unavailable') feedback.error(PUSH_TEXT.failed);
      setSubscribed(result === 'on');
      return result;
    } catch (e) {
      // The api client showed the server's refusal; the browser's own failures are said here.
      if (!isApiError(e)) feedback.error(PUSH_TEXT.failed);
      setSubscribed(await isSubscribed());
      return 'failed';
    } finally {
      setBusy(false);
    }
  }, [pushKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await unsubscribeThisDevice();
      feedback.notify(PUSH_TEXT.off);
    } catch {
      // the api client showed why; the browser's subscription ended anyway
    } finally {
      setSubscribed(await isSubscribed());
      setBusy(false);
    }
  }, []);

  return { pushKey, support, subscribed, busy, turnOn, turnOff };
}
