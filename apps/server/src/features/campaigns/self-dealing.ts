/**
 * The self-dealing guard (widened by the trust signals): a customer linked to the campaign's owner
 * cannot accept that owner's campaigns (a business paying its own second account). Called from
 * accept.service.ts after the campaign and the customer are locked; reads only.
 *
 * The owner's side is the owner's organisation: the owner, every business or venue account registered with the
 * same ABN when that ABN is a real one (its check digits hold; anyone can type 11 digits at sign-up), and every
 * account that topped up with one of the owner's cards (customers cannot top up, so a card joins owners).
 * What links the customer to it, and what each link does:
 * - refused: the same phone number (digits), bank account (BSB and number), top-up card (the provider's
 *   fingerprint) or ABN, or a device (the web app's id, hashed) one of the two accounts was created on: a sock
 *   signed up on the owner's phone, or the owner's account made on the sock's;
 * - flagged, not refused: a device both only signed in on (a family tablet, a venue's counter iPad, a demo
 *   laptop switching roles) and the same sign-up address (flats, offices, cafés and mobile networks share one).
 *   The operator judges those: the trust flags list them and the customers paid mostly by one owner
 *   (features/operator (trust flags)), and every withdrawal waits for the operator's decision.
 */
import { sql } from 'drizzle-orm';
import { ERROR_CODE, isValidAbn, TRUST_MSG } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rowsOf } from '../../db/rows';

export const REFUSING_LINKS = ['phone', 'bank', 'card', 'abn', 'deviceAtSignup'] as const;
export type Link = (typeof REFUSING_LINKS)[number] | 'device' | 'signupIp';

/** The owner's ABN when it is a real one (the check digits hold), else null: a placeholder links nobody. */
async function realAbnOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await rowsOf<{ abn: string }>(
    db,
    sql`select abn from organisations where user_id = ${userId}`,
  );
  return row && isValidAbn(row.abn) ? row.abn : null;
}

/** Every way the customer is linked to the owner's organisation (empty: not linked). */
export async function linksBetween(db: DbOrTx, customerId: string, ownerId: string): Promise<Set<Link>> {
  const abn = await realAbnOf(db, ownerId);
  const owners = sql`(
    select ${ownerId}::uuid
    union select user_id from organisations where ${abn}::text is not null and abn = ${abn}
    union select o.user_id from top_ups mine join top_ups o on o.card_fingerprint = mine.card_fingerprint
      where mine.user_id = ${ownerId})`;
  const digits = (col: string) => sql.raw(`regexp_replace(${col}, '[^0-9]', '', 'g')`);
  const rows = await rowsOf<{ link: Link }>(
    db,
    sql`
    select 'phone' as link from users c, users o
    where c.id = ${customerId} and o.id in ${owners} and o.id <> c.id
      and ${digits('c.phone')} <> '' and ${digits('c.phone')} = ${digits('o.phone')}
    union all
    select 'bank' from bank_accounts c join bank_accounts o on o.bsb = c.bsb and o.account_number = c.account_number
    where c.user_id = ${customerId} and o.user_id in ${owners} and o.user_id <> c.user_id
    union all
    select case when c.signed_up or o.signed_up then 'deviceAtSignup' else 'device' end from user_devices c join user_devices o on o.device_hash = c.device_hash
    where c.user_id = ${customerId} and o.user_id in ${owners} and o.user_id <> c.user_id
    union all
    select 'card' from top_ups c join top_ups o on o.card_fingerprint = c.card_fingerprint
    where c.user_id = ${customerId} and o.user_id in ${owners} and o.user_id <> c.user_id
    union all
    select 'abn' from organisations c
    where ${abn}::text is not null and c.user_id = ${customerId} and c.abn = ${abn} and c.user_id <> ${ownerId}
    union all
    select 'signupIp' from users c, users o
    where c.id = ${customerId} and o.id in ${owners} and o.id <> c.id and c.signup_ip = o.signup_ip`,
  );
  return new Set(rows.map((r) => r.link));
}

/** Refuses the accept when a refusing link holds; the others are left to the trust flags. */
export async function assertNotSelfDealing(db: DbOrTx, customerId: string, ownerId: string) {
  if (customerId === ownerId) return;
  const links = await linksBetween(db, customerId, ownerId);
  if (links.has('phone') || links.has('bank'))
    throw new AppError(403, ERROR_CODE.FORBIDDEN, TRUST_MSG.selfDealing);
  if (REFUSING_LINKS.some((l) => links.has(l)))
    throw new AppError(403, ERROR_CODE.FORBIDDEN, TRUST_MSG.selfDealingLinked);
}
