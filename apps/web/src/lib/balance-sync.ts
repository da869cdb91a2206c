/**
 * Balances change in other tabs too: the card checkout opens in a new window (docs/spec.md, Top-ups) and returns
 * to /payment_result there. That tab announces the change; every other tab of the app refreshes the user
 * (top bars and credit pages read balances from ['me']) when it hears it or when it becomes visible again.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

const CHANNEL = 'spruik-balances';

/** Tells the other tabs that a balance changed (a top-up was confirmed). */
export function announceBalanceChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Refreshes `keys` when another tab announces a balance change or this tab becomes visible again. */
export function useBalanceRefresh(keys: readonly QueryKey[]) {
  const qc = useQueryClient();
  const id = JSON.stringify(keys);
  useEffect(() => {
    const list = JSON.parse(id) as QueryKey[];
    const refresh = () => list.forEach((queryKey) => void qc.invalidateQueries({ queryKey }));
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [qc, id]);
}
