import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { feedback } from '../../lib/feedback';
import { meKey } from '../../lib/query-keys';
import { useMe } from '../accounts/api/get-me';
import { useSetPayoutAccount } from './api/payout-account';
import { keepPolling, STRIPE_RETURN_POLL } from './payout-texts';

/** The query Stripe's onboarding comes back with (docs/payouts.md): `stripe` done, `refresh` link expired. */
export const PAYOUT_RETURN_PARAM = 'payout_account';

/**
 * Back from Stripe's hosted onboarding on /my_wallet or /venue_credit. `?payout_account=refresh` (the link
 * expired): a new link is asked for and the browser goes there. `?payout_account=stripe`: the user is read
 * again, and every 3 s for up to 30 s while the account is not ready yet (Stripe's webhook may make it ready a
 * moment later). The mark leaves the address so a reload does not repeat it.
 */
export function useStripeReturn() {
  const [params, setParams] = useSearchParams();
  const back = params.get(PAYOUT_RETURN_PARAM);
  const qc = useQueryClient();
  const me = useMe();
  const { mutate: choose } = useSetPayoutAccount();
  const [since, setSince] = useState<number | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!back || handled.current === back) return;
    handled.current = back;
    setParams(
      (p) => {
        p.delete(PAYOUT_RETURN_PARAM);
        return p;
      },
      { replace: true },
    );
    if (back === 'refresh') choose({ rail: 'stripe' });
    else {
      setSince(Date.now());
      void qc.invalidateQueries({ queryKey: meKey });
    }
  }, [back, setParams, choose, qc]);

  const account = me.data?.payoutAccount;
  const readAt = me.dataUpdatedAt;
  useEffect(() => {
    // Until the user has loaded there is nothing to judge by.
    if (since === null || !account) return;
    if (account?.rail === 'stripe' && account.ready) {
      feedback.notify('Your Stripe payout account is ready.');
      return setSince(null);
    }
    if (!keepPolling(account, since, Date.now())) return setSince(null);
    const timer = setTimeout(
      () => void qc.invalidateQueries({ queryKey: meKey }),
      STRIPE_RETURN_POLL.everyMs,
    );
    return () => clearTimeout(timer);
  }, [since, account, readAt, qc]);
}
