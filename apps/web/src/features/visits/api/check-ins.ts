import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { venueCheckInsKey } from '../../../lib/query-keys';

export const checkInCodeKey = (venueId: string) => ['check-in-code', venueId] as const;

/**
 * POST /api/venues/{id}/check-in: the customer's live code. Never cached: the screen asks again when the code's
 * slot ends (and the server answers the same code within a slot).
 */
export const useCheckInCode = (venueId: string) =>
  useQuery({
    queryKey: checkInCodeKey(venueId),
    queryFn: ({ signal }) => call(visitsApi.checkInCode, { params: { id: venueId } }, { signal }),
    enabled: !!venueId,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // Also every 5 s until the visit shows: the screen turns to "Checked in" even when the live push is missed.
    refetchInterval: (q) => (q.state.data?.visitedAt ? false : 5_000),
  });

/** POST /api/check-ins (the venue): the typed code or the scanned QR; the list refreshes on success. */
export function useConfirmCheckIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(visitsApi.confirm, { body: { code } }, { silent: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: venueCheckInsKey }),
  });
}

/** GET /api/check-ins (the venue): newest first, a page at a time for the infinite scroll. */
export const useVenueCheckIns = () =>
  useInfiniteQuery({
    queryKey: venueCheckInsKey,
    queryFn: ({ pageParam, signal }) => call(visitsApi.list, { query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
