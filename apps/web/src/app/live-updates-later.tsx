import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../lib/after-first-screen';

const LiveUpdates = lazy(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates })));

/** Web Push while signed in (features/push/push-in-app.tsx), given the role and the unseen count it badges. */
const Push = lazy(() =>
  Promise.all([import('../features/push/push-in-app'), import('../features/accounts/api/get-me')]).then(
    ([push, accounts]) => ({
      default: function Push() {
        const me = accounts.useMe().data;
        return me ? <push.PushInApp role={me.role} unseen={me.unseenMessages} /> : null;
      },
    }),
  ),
);

/**
 * The realtime channel and the live updates it feeds (live-updates.ts), and Web Push's part of the app, started
 * once the first screen has settled: neither socket.io-client nor the handlers are part of what a signed-in user
 * waits for on a cold load.
 */
export function LiveUpdatesAfterFirstScreen() {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(client, () => setReady(true)), [client]);
  return ready ? (
    <Suspense fallback={null}>
      <LiveUpdates />
      <Push />
    </Suspense>
  ) : null;
}
