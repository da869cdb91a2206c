/**
 * Tax details given release what waited for them (docs/finance.md "The gate"): each of the payee's withdrawals
 * waiting with the reason `tax` (only ones requested before the rule can) runs the automatic payout rules again,
 * each in its own transaction after the save committed (a withdrawal row ranks before a user row in the lock order).
 * Nothing left in the way queues it to its rail; otherwise it keeps waiting for the operator with the rest.
 */
import type { PayoutRail, PayoutWaitReason } from '@spruik/shared';
import { findBank } from '../../db/tables/bank-accounts';
import { afterCommit, withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { findPayoutAccount } from './payout-accounts.repository';
import { railReadiness } from './payout-accounts.service';
import { waitReasons } from './payout-rules';
import { queuePayout } from './payouts.service';
import * as repo from './withdrawals.repository';

export async function releaseTaxWaits(deps: Deps, userId: string): Promise<void> {
  for (const id of await repo.waitingForTax(deps.db, userId)) {
    await withTransaction(deps.db, async (tx) => {
      const w = await repo.lockWithdrawal(tx, id);
      if (!w || w.state !== 'waiting' || !w.waitReasons.includes('tax')) return;
      // A reversal's hold stays the operator's (holds.ts).
      if (w.heldAt) return;
      const rail = w.rail as PayoutRail;
      const [bank, account] = await Promise.all([findBank(tx, w.userId), findPayoutAccount(tx, w.userId)]);
      const { ready } = railReadiness(rail, account, Boolean(bank));
      const reasons: PayoutWaitReason[] = await waitReasons(
        tx,
        {
          id: w.id,
          userId: w.userId,
          amountCents: w.amountCents,
          rail,
          railReady: ready,
          now: deps.clock.now(),
        },
        deps.config.payouts.autoDailyLimitCents,
      );
      if (reasons.length > 0) {
        await repo.setPayoutState(tx, w.id, { waitReasons: reasons });
        return;
      }
      await repo.setPayoutState(tx, w.id, { state: 'queued', waitReasons: [] });
      afterCommit(tx, () => queuePayout(deps, w.id));
    });
  }
}
