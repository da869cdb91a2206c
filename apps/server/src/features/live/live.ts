/**
 * Live updates: typed pushes to a user's open tabs (packages/shared/src/live.ts), on every server of the fleet
 * (the socket.io Redis adapter). Pushes happen after the change commits: a tab never sees what a rollback undoes.
 */
import { LIVE_EVENT, type LiveEvents } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { findUserColumns } from '../../db/tables/users';
import { afterCommitIfAny } from '../../db/transaction';
import type { Deps } from '../../deps';
import { toDollars } from '../../lib/money';
import { userBalances } from '../../ledger';

type LiveDeps = Pick<Deps, 'realtime' | 'db'>;

/** Pushes `event` to the user now: call it once the change has committed. */
export function pushLive<E extends keyof LiveEvents>(
  deps: LiveDeps,
  userId: string,
  event: E,
  payload: LiveEvents[E],
) {
  deps.realtime.emitToUser(userId, event, payload);
}

/** The customer's wallet, pockets and energy as they are now. */
export async function pushBalance(deps: LiveDeps, userId: string) {
  const user = await findUserColumns(deps.db, userId, ['role', 'energy']);
  if (!user) return;
  const b = await userBalances(deps.db, { id: userId, role: user.role });
  pushLive(deps, userId, LIVE_EVENT.balance, {
    wallet: toDollars(b.walletCents),
    pockets: toDollars(b.pocketsCents),
    energy: user.energy,
  });
}

/** Inside a transaction: the same pushes, once it commits (never if it rolls back). */
export function liveAfterCommit(tx: Tx, deps: LiveDeps) {
  return {
    push: <E extends keyof LiveEvents>(userId: string, event: E, payload: LiveEvents[E]) =>
      afterCommitIfAny(tx, async () => pushLive(deps, userId, event, payload)),
    // Read with the database handle outside the (now finished) transaction.
    balance: (userId: string) => afterCommitIfAny(tx, (db) => pushBalance({ ...deps, db }, userId)),
  };
}
