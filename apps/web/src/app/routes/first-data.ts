import type { LoaderFunction } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { getToken } from '../../lib/session';

/**
 * A route loader that fetches a signed-in screen's first data while the router downloads the route's modules
 * (lazy-page.ts), instead of after they have rendered. The router renders the screen once it is in, so the
 * screen renders once, with its data, in a transition React can split, rather than a skeleton followed by a
 * blocking re-render. Only the first visit waits: data already cached (even stale) lets the route render at
 * once and the screen refreshes it as before. A failure is left to the screen, which shows its own error.
 * `load` fills the query cache, e.g. `(qc) => qc.ensureQueryData(meQuery)`.
 */
export function firstData(...loads: Array<(client: typeof queryClient) => Promise<unknown>>): LoaderFunction {
  return async () => {
    if (getToken()) await Promise.all(loads.map((load) => load(queryClient).catch(() => undefined)));
    return null;
  };
}
