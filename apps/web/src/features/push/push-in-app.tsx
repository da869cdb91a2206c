import { useEffect } from 'react';
import { useAppConfig } from '../../lib/app-config';
import { appBadge, setAppBadge } from './badge';
import { resyncThisDevice } from './device';
import { PushAsk } from './push-ask';

/**
 * Push while signed in (after the first screen: app/live-updates-later.tsx): stores this device's subscription
 * again for the signed-in user, keeps the badge on the unseen count, and holds the ask dialog.
 */
export function PushInApp({ role, unseen }: { role: number; unseen: number | undefined }) {
  const pushKey = useAppConfig().data?.pushKey;
  useEffect(() => {
    if (pushKey) void resyncThisDevice(pushKey).catch(() => undefined);
  }, [pushKey]);
  const badge = appBadge(role, unseen);
  useEffect(() => void setAppBadge(badge), [badge]);
  return <PushAsk />;
}
