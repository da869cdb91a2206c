/**
 * OAuth `state` (docs/connected-accounts.md, "Connecting an account"): a random value given to the platform and
 * stored only as a keyed hash (TOKEN_PEPPER), bound to the customer who asked and the platform, valid 10 minutes,
 * deleted when used. The callback carries no bearer header, so the state is what ties it to the customer.
 */
import { eq, lt } from 'drizzle-orm';
import type { Platform } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { socialStates } from '../../db/schema';
import type { Deps } from '../../deps';
import { randomToken, tokenHash } from '../../lib/crypto';

export const STATE_TTL_MS = 10 * 60_000;

export async function createState(deps: Deps, userId: string, platform: Platform) {
  const state = randomToken(32);
  const now = deps.clock.now();
  // Old states of anyone are dropped as new ones are made: the table stays small without a job.
  await deps.db.delete(socialStates).where(lt(socialStates.expiresAt, now));
  await deps.db.insert(socialStates).values({
    hash: tokenHash(state, deps.config.tokenPepper),
    userId,
    platform,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return state;
}

/** The state's row, without using it (the TEST MODE consent page shows it before the callback uses it). */
export async function peekState(deps: Deps, db: DbOrTx, state: string) {
  const [row] = await db
    .select()
    .from(socialStates)
    .where(eq(socialStates.hash, tokenHash(state, deps.config.tokenPepper)));
  return row && row.expiresAt > deps.clock.now() ? row : null;
}

export type TakenState = { ok: true; userId: string } | { ok: false; why: 'expired' | 'invalid' };

/** Uses the state once: deleted whatever it holds, so a replay finds nothing. */
export async function takeState(deps: Deps, state: string, platform: Platform): Promise<TakenState> {
  const [row] = await deps.db
    .delete(socialStates)
    .where(eq(socialStates.hash, tokenHash(state, deps.config.tokenPepper)))
    .returning();
  if (!row || row.expiresAt <= deps.clock.now()) return { ok: false, why: 'expired' };
  if (row.platform !== platform) return { ok: false, why: 'invalid' };
  return { ok: true, userId: row.userId };
}
