import type { QueryClient } from '@tanstack/react-query';

/** How long no query may fetch before the screen counts as settled (a screen often fetches in waves). */
const QUIET_MS = 1000;
/** Longest wait: a screen whose queries never settle still gets its deferred work. */
const MAX_WAIT_MS = 10_000;

/**
 * Calls `run` once the first screen has settled: the page has loaded, no query has fetched for QUIET_MS and the
 * browser is idle. Work no first screen shows (the realtime channel) waits for this, so it neither competes
 * with the screen for the network nor delays its rendering. Returns a function that cancels the wait.
 */
export function afterFirstScreen(client: QueryClient, run: () => void): () => void {
  let done = false;
  let cancelPending = () => {};
  const finish = () => {
    if (done) return;
    stop();
    run();
  };
  // (Re)starts the countdown whenever nothing is fetching; a fetch stops it.
  const restart = () => {
    cancelPending();
    if (done || document.readyState !== 'complete' || client.isFetching() > 0) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = onIdle(() => (client.isFetching() > 0 ? restart() : finish()));
    }, QUIET_MS);
    cancelPending = () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  };
  const unsubscribe = client.getQueryCache().subscribe(restart);
  window.addEventListener('load', restart);
  const cap = window.setTimeout(finish, MAX_WAIT_MS);
  function stop() {
    done = true;
    cancelPending();
    unsubscribe();
    window.removeEventListener('load', restart);
    window.clearTimeout(cap);
  }
  restart();
  return stop;
}

function onIdle(f: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(f, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(f, 200);
  return () => window.clearTimeout(id);
}
