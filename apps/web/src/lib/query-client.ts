import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache. The api client already shows every failure, so queries do not retry (a retry would show
 * the same red snackbar twice) and do not refetch on focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
