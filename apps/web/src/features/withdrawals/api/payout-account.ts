import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, PayoutAccount, PayoutAccountRequest } from '@spruik/shared';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { meKey } from '../../../lib/query-keys';

export const setPayoutAccount = (body: PayoutAccountRequest) =>
  call(withdrawalsApi.setPayoutAccount, { body });
export const confirmPayPal = (code: string) => call(withdrawalsApi.confirmPayPal, { body: { code } });

/** The new payout account goes into the cached user at once, then the user is read again. */
function useKeepAccount() {
  const qc = useQueryClient();
  return (payoutAccount: PayoutAccount) => {
    qc.setQueryData<Me>(meKey, (me) => me && { ...me, payoutAccount });
    return qc.invalidateQueries({ queryKey: meKey });
  };
}

/**
 * POST /api/payouts/account: choose where withdrawals go. Stripe answers its hosted onboarding's address, where
 * the browser goes (it comes back to this page); PayPal e-mails a code; bank transfer uses the saved details.
 */
export function useSetPayoutAccount() {
  const keep = useKeepAccount();
  return useMutation({
    mutationFn: setPayoutAccount,
    onSuccess: (data) => {
      if (data.url) {
        window.location.assign(data.url);
        // The page is leaving: the button stays busy until it has.
        return new Promise<never>(() => {});
      }
      feedback.notify(data.message);
      return keep(data.payoutAccount);
    },
  });
}

/** POST /api/payouts/account/confirm: the 6-digit code e-mailed to the PayPal address. */
export function useConfirmPayPal() {
  const keep = useKeepAccount();
  return useMutation({
    mutationFn: confirmPayPal,
    onSuccess: (data) => {
      feedback.notify(data.message);
      return keep(data.payoutAccount);
    },
  });
}
