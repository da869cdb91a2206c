/**
 * Escrow claims (docs/ledger.md "Refunds and chargebacks"): a refund or chargeback that finds too little free credit
 * takes the rest from the escrow of the payer's live campaigns. The reversal books that part on platform:loss at
 * once (it cannot move escrow a campaign may still pay creators from); the claim, a row, routes the campaign's
 * settlement: what the escrow still holds goes back to platform:loss (entry `campaign:recover:<campaignId>`), up
 * to the claims, and only the rest to the owner. Claims are written and settled under the campaign's row lock.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { escrowClaims } from '../db/schema';
import { accountKeys } from './accounts';
import { postEntry } from './post';

export type EscrowClaim = typeof escrowClaims.$inferSelect;

export const ESCROW_RECOVERY_KIND = 'escrow_recovery';
export const escrowRecoveryKey = (campaignId: string) => `campaign:recover:${campaignId}`;

const pendingOf = (tx: DbOrTx, campaignIds: string[]) =>
  tx
    .select()
    .from(escrowClaims)
    .where(and(inArray(escrowClaims.campaignId, campaignIds), eq(escrowClaims.status, 'pending')))
    .orderBy(asc(escrowClaims.createdAt), asc(escrowClaims.id));

/** The pending claims on these campaigns' escrow, oldest first, locked (FOR NO KEY UPDATE). */
export function lockPendingClaims(tx: Tx, campaignIds: string[]): Promise<EscrowClaim[]> {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return pendingOf(tx, campaignIds).for('no key update');
}

/** The same, read without a lock (by a transaction that already holds ledger accounts: it must not wait). */
export function readPendingClaims(tx: DbOrTx, campaignIds: string[]): Promise<EscrowClaim[]> {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return pendingOf(tx, campaignIds);
}

export async function insertEscrowClaim(
  tx: Tx,
  v: { reversalId: string; campaignId: string; amountCents: number },
): Promise<EscrowClaim> {
  const [row] = await tx.insert(escrowClaims).values(v).returning();
  return row;
}

/** A reversal's claims (any status), oldest first. */
export const claimsOfReversal = (db: DbOrTx, reversalId: string): Promise<EscrowClaim[]> =>
  db
    .select()
    .from(escrowClaims)
    .where(eq(escrowClaims.reversalId, reversalId))
    .orderBy(asc(escrowClaims.createdAt), asc(escrowClaims.id))
    .for('no key update');

/**
 * A campaign's settlement: of `restCents` (what its escrow holds now), the pending claims (locked by the caller,
 * oldest first) take what they claimed while it lasts; that part goes back to platform:loss in one entry. Answers
 * what is left for the owner. The caller holds the escrow and platform:loss locks (lockAccounts).
 */
export async function recoverClaimedEscrow(
  tx: Tx,
  p: { campaignId: string; claims: EscrowClaim[]; restCents: number; actorId: string | null },
): Promise<number> {
  let left = p.restCents;
  for (const claim of p.claims) {
    const recovered = Math.min(claim.amountCents, left);
    left -= recovered;
    await tx
      .update(escrowClaims)
      .set({ status: 'recovered', recoveredCents: recovered })
      .where(eq(escrowClaims.id, claim.id));
  }
  const recoveredCents = p.restCents - left;
  if (recoveredCents > 0) {
    await postEntry(tx, {
      kind: ESCROW_RECOVERY_KIND,
      idempotencyKey: escrowRecoveryKey(p.campaignId),
      memo: 'Escrow taken back for a refunded or charged-back top-up',
      actorId: p.actorId,
      lines: [
        { key: accountKeys.escrow(p.campaignId), amountCents: -recoveredCents },
        { key: accountKeys.platformLoss(), amountCents: recoveredCents },
      ],
    });
  }
  return left;
}

/**
 * A won dispute: its chargeback's claims (locked) stop; pending ones are cancelled, so the campaign's escrow
 * returns to its owner as usual. Answers what the recovered ones already took back (the won entry gives it to
 * the owner's credit, since that escrow is gone).
 */
export async function releaseClaims(tx: Tx, reversalId: string): Promise<number> {
  const claims = await claimsOfReversal(tx, reversalId);
  await tx
    .update(escrowClaims)
    .set({ status: 'cancelled' })
    .where(and(eq(escrowClaims.reversalId, reversalId), eq(escrowClaims.status, 'pending')));
  return claims.reduce((sum, c) => sum + (c.status === 'recovered' ? c.recoveredCents : 0), 0);
}
