import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache. The api client already shows every failure, so queries do not retry (a retry would show
 * the same red snackbar twice) and do not refetch on focus.
 * Offline (docs/architecture.md, "Offline"): a read still goes out, because the service worker may answer it from
 * what it saved (React Query's default would hold it, and the screen would show its skeleton until the network came
 * back); if nothing was saved it fails and the screen says it is offline (components/ui/load-error.tsx). A write
 * also goes out at once and fails with the network error, rather than waiting to run by itself later: a payment
 * tapped offline must not happen minutes afterwards without the user watching.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'offlineFirst' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
