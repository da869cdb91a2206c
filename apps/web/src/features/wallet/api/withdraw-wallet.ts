import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawItem } from '@spruik/shared';
import { api } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { meKey } from '../../profile/api/get-me';
import { myPaymentsKey } from './get-my-payments';

type Answer = { message: string; wallet: number; withdraw: WithdrawItem };

export const withdrawWallet = (amount: string) =>
  api<Answer>('/api/users/withdraw', { method: 'POST', body: { amount } });

/**
 * POST /api/users/withdraw: 'Success' in green and the page's data reloads; a failure reloads the balance too
 * (SPEC.md section 8).
 */
export function useWithdrawWallet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawWallet,
    onSuccess: (data) => feedback.notify(data.message),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: myPaymentsKey });
      void qc.invalidateQueries({ queryKey: ['withdraws'] });
    },
  });
}
