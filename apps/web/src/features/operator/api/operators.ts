import { useMutation, useQuery } from '@tanstack/react-query';
import type { OperatorRole } from '@spruik/shared';
import { mailApi, operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey, useRefreshAdmin } from '../../../lib/operator-key';

/** GET /api/admin/operators (owner): every operator, their console role and whether they enrolled. */
export const useOperators = () =>
  useQuery({
    queryKey: [...adminKey, 'operators'],
    queryFn: ({ signal }) => call(operatorApi.operators, {}, { signal }),
  });

/** PUT /api/admin/operators/{id} (owner): another operator's role. */
export function useSetOperatorRole() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, operatorRole }: { id: string; operatorRole: OperatorRole }) =>
      call(operatorApi.setOperatorRole, { params: { id }, body: { operatorRole } }),
    onSuccess: () => refresh(),
  });
}

/** GET /api/two-factor: the signed-in operator's own second factor. */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: [...adminKey, 'two-factor'],
    queryFn: ({ signal }) => call(operatorApi.twoFactorStatus, {}, { signal }),
  });

/** POST /api/admin/outbox/{id}/reveal (owner): one mail whole, after a written reason the audit log keeps. */
export function useRevealMail() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(mailApi.reveal, { params: { id }, body: { reason } }),
    // The audit log has a new row.
    onSuccess: () => refresh(),
  });
}
