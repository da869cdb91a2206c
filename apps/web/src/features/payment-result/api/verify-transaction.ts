import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type VerifiedTransaction = { transaction: { amount: number } };

/** GET /api/transaction/verify: confirms a top-up; a failure means the payment failed (SPEC.md section 8). */
export const verifyTransaction = (transactionId: string, sessionId: string, signal?: AbortSignal) =>
  api<VerifiedTransaction>('/api/transaction/verify', {
    query: { transactionId, session_id: sessionId },
    silent: true,
    signal,
  });

export const useVerifyTransaction = (transactionId: string, sessionId: string) =>
  useQuery({
    queryKey: ['transaction-verify', transactionId, sessionId],
    queryFn: ({ signal }) => verifyTransaction(transactionId, sessionId, signal),
    enabled: !!transactionId,
    staleTime: Infinity,
  });
