import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../lib/after-first-screen';

const LiveUpdates = lazy(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates })));

/**
 * The realtime channel and the live updates it feeds (live-updates.ts), started once the first screen has
 * settled: neither socket.io-client nor the handlers are part of what a signed-in user waits for on a cold load.
 */
export function LiveUpdatesAfterFirstScreen() {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(client, () => setReady(true)), [client]);
  return ready ? (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  ) : null;
}
