import { useQuery } from '@tanstack/react-query';
import { topUpsApi } from '@spruik/shared/api';
import { call, isApiError } from '../../../lib/api';

/** How often, and how far apart, a "not confirmed yet" answer (409) is asked again before the page says so. */
export const PENDING_RETRIES = 6;
export const PENDING_RETRY_MS = 1500;

/**
 * GET /api/transaction/verify?transactionId=&session_id=: confirms the top-up and credits it (once, on the
 * server). 200 paid; 409 the provider has not confirmed yet; 400 cancelled or failed; 404 not the caller's.
 * Silent: the page itself shows the outcome (docs/spec.md, Top-ups: a failed verification shows the failed page).
 */
export const verifyTransaction = (transactionId: string, sessionId: string, signal?: AbortSignal) =>
  call(topUpsApi.verify, { query: { transactionId, session_id: sessionId } }, { silent: true, signal });

export const isPendingPayment = (e: unknown) => isApiError(e) && e.status === 409;

export const useVerifyTransaction = (transactionId: string, sessionId: string) =>
  useQuery({
    queryKey: ['transaction-verify', transactionId, sessionId],
    queryFn: ({ signal }) => verifyTransaction(transactionId, sessionId, signal),
    enabled: !!transactionId,
    staleTime: Infinity,
    gcTime: 0,
    retry: (count, error) => isPendingPayment(error) && count < PENDING_RETRIES,
    retryDelay: PENDING_RETRY_MS,
  });
