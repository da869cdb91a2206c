/**
 * The venue's counter events as messages (docs/push.md "Events"): a check-in or a payment at the counter becomes a
 * message, and so a push, only when the counter screen is closed, which is to say the venue has no tab of the app
 * open (no live connection on any server). An open tab already shows the event live (`checkIn`, `payment`).
 */
import { MESSAGE_EVENT } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { afterCommitIfAny, withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { pushMessages, writeMessage } from '../messages';

/** "Sam" in "Sam checked in": the customer's name, or a neutral word when there is none. */
export const customerCalled = (name: string | null | undefined) => name?.trim() || 'A customer';

export const checkInText = (customer: string) => `${customer} checked in`;

export function counterPaymentText(
  customer: string,
  p: { total: number; confirmationCode: string; voucher: boolean },
) {
  if (p.total > 0)
    return `${customer} paid $${p.total.toFixed(2)} at the counter${p.voucher ? ' with a voucher' : ''}, code ${p.confirmationCode}`;
  return `${customer} used a voucher at the counter, code ${p.confirmationCode}`;
}

/**
 * Once `tx` commits: when the venue has no tab open, the message in its own small transaction, then its push.
 * Never an error for the caller: the payment or check-in has happened, and its list shows it anyway.
 */
export function tellCounterAfterCommit(
  tx: Tx,
  deps: Deps,
  venueId: string,
  m: { title: string; what: 'checkIn' | 'payment' },
) {
  afterCommitIfAny(tx, async (db) => {
    try {
      if (await deps.realtime.isConnected(venueId)) return;
      const message = await withTransaction(db, (t) =>
        writeMessage(t, deps, {
          userId: venueId,
          title: m.title,
          event: m.what === 'payment' ? MESSAGE_EVENT.topUp : MESSAGE_EVENT.verified,
          kind: 'counter',
        }),
      );
      pushMessages(deps, [message]);
    } catch (err) {
      console.error('counter message failed', err);
    }
  });
}
