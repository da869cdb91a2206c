/**
 * The rules of an automatic payout (docs/payouts.md "Automatic payouts"). A withdrawal goes out by itself only
 * when none of these holds; otherwise it waits for the operator, who sees each reason.
 */
import { sql } from 'drizzle-orm';
import type { PayoutRail, PayoutWaitReason } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { hasTaxDetails } from './tax-details.repository';
import { rowsOf } from '../../db/rows';

/** Trust flags a payee can carry: the same phone, bank account, device or PayPal e-mail as another account. */
async function hasTrustFlag(tx: Tx, userId: string): Promise<boolean> {
  const digits = (col: string) => sql.raw(`regexp_replace(${col}, '[^0-9]', '', 'g')`);
  const rows = await rowsOf(
    tx,
    sql`
    select 1 as flagged where
      exists (select 1 from users me join users other on other.id <> me.id
                and ${digits('other.phone')} = ${digits('me.phone')}
              where me.id = ${userId} and ${digits('me.phone')} <> '')
      or exists (select 1 from bank_accounts me join bank_accounts other on other.user_id <> me.user_id
                   and other.bsb = me.bsb and other.account_number = me.account_number
                 where me.user_id = ${userId})
      or exists (select 1 from user_devices me join user_devices other on other.user_id <> me.user_id
                   and other.device_hash = me.device_hash
                 where me.user_id = ${userId})
      or exists (select 1 from payout_accounts me join payout_accounts other on other.user_id <> me.user_id
                   and other.paypal_email = me.paypal_email
                 where me.user_id = ${userId} and me.paypal_email is not null)`,
  );
  return rows.length > 0;
}

/** The payee was never paid before: the operator reviews the first payout. */
async function isFirstPayout(tx: Tx, userId: string, withdrawalId: string): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`
    select 1 from withdrawals where user_id = ${userId} and id <> ${withdrawalId} and state = 'paid' limit 1`,
  );
  return rows.length === 0;
}

/**
 * What went out automatically to this payee in the 24 hours before `now` (not counting this withdrawal): the
 * daily limit is a rolling 24 hours, so no midnight doubles it.
 */
async function automaticInLastDay(tx: Tx, userId: string, withdrawalId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000);
  const [row] = await rowsOf<{ cents: string | number }>(
    tx,
    sql`
    select coalesce(sum(amount_cents), 0)::bigint as cents from withdrawals
    where user_id = ${userId} and id <> ${withdrawalId} and created_at > ${since.toISOString()}
      and decided_by is null and state in ('queued', 'sent', 'paid')`,
  );
  return Number(row?.cents ?? 0);
}

/**
 * Why this withdrawal must wait for the operator; empty when it may go out by itself. Runs in the request's
 * transaction after the money moved in flight (its balance row is locked, so two requests of one payee see each
 * other for the daily limit).
 */
export async function waitReasons(
  tx: Tx,
  w: { id: string; userId: string; amountCents: number; rail: PayoutRail; railReady: boolean; now: Date },
  dailyLimitCents: number,
): Promise<PayoutWaitReason[]> {
  const reasons: PayoutWaitReason[] = [];
  // The request itself is refused without tax details; this holds back any path that reaches here without.
  if (!(await hasTaxDetails(tx, w.userId))) reasons.push('tax');
  if (w.rail === 'bank') reasons.push('bank');
  else if (!w.railReady) reasons.push('account');
  if (await hasTrustFlag(tx, w.userId)) reasons.push('trust');
  if (await isFirstPayout(tx, w.userId, w.id)) reasons.push('first');
  if ((await automaticInLastDay(tx, w.userId, w.id, w.now)) + w.amountCents > dailyLimitCents)
    reasons.push('limit');
  return reasons;
}
