/**
 * Issue 14 self-dealing guard: a customer whose phone number or bank account matches the campaign owner's
 * cannot accept that owner's campaigns (a business paying its own second account). Reads only; called from
 * accept.service.ts after the campaign and the customer are locked.
 */
import { sql } from 'drizzle-orm';
import { ERROR_CODE, TRUST_MSG } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** True when the two accounts share a phone number (digits compared) or a bank account (BSB and number). */
export async function sharePhoneOrBank(db: DbOrTx, customerId: string, ownerId: string): Promise<boolean> {
  const res = (await db.execute(sql`
    select 1 from users c, users o
    where c.id = ${customerId} and o.id = ${ownerId}
      and regexp_replace(c.phone, '[^0-9]', '', 'g') <> ''
      and regexp_replace(c.phone, '[^0-9]', '', 'g') = regexp_replace(o.phone, '[^0-9]', '', 'g')
    union all
    select 1 from bank_accounts c join bank_accounts o on o.bsb = c.bsb and o.account_number = c.account_number
    where c.user_id = ${customerId} and o.user_id = ${ownerId}
    limit 1`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

export async function assertNotSelfDealing(db: DbOrTx, customerId: string, ownerId: string) {
  if (customerId !== ownerId && (await sharePhoneOrBank(db, customerId, ownerId)))
    throw new AppError(403, ERROR_CODE.FORBIDDEN, TRUST_MSG.selfDealing);
}
