/**
 * What the owner and the operators are told of a refund or chargeback: the owner's message (and, as
 * a suspended account cannot sign in to read it, an e-mail), and an e-mail to every operator. The audit log
 * records the same with the system (or the simulating operator) as its actor.
 */
import { and, eq } from 'drizzle-orm';
import { formatCents, MESSAGE_EVENT, PRODUCT_NAME, ROLES } from '@spruik/shared';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Mail } from '../../../lib/mail';
import type { TopUp } from '../top-ups.repository';
import type { Reversal } from './reversals.repository';

const $ = (cents: number) => `$${formatCents(cents)}`;

/** One sentence per reversal, as the owner reads it. */
function sentence(topUp: TopUp, r: Reversal): string {
  const left = r.lossCents > 0 ? ' (the rest came from your campaigns: the running ones are closed)' : '';
  switch (r.kind) {
    case 'refund':
      return `${$(r.amountCents)} of your ${$(topUp.amountCents)} top-up was refunded to your payment method: ${$(r.creditCents)} left your credit${left}.`;
    case 'chargeback':
      return `A dispute with your bank took back ${$(r.amountCents)} of your ${$(topUp.amountCents)} top-up: ${$(r.creditCents)} left your credit${left}.`;
    case 'chargeback_won':
      return `The dispute on your ${$(topUp.amountCents)} top-up was closed in our favour: ${$(r.creditCents)} is back in your credit.`;
    default:
      return `The dispute on your ${$(topUp.amountCents)} top-up was closed: the ${$(r.amountCents)} stays returned to you.`;
  }
}

const takesMoney = (applied: Reversal[]) =>
  applied.some((r) => r.kind === 'refund' || r.kind === 'chargeback');

/** The owner's message (pink: money out; green: a won dispute brought money back). */
export function reversalMessage(topUp: TopUp, applied: Reversal[], userId: string) {
  const takes = takesMoney(applied);
  const text = applied.map((r) => sentence(topUp, r)).join(' ');
  return {
    userId,
    title: takes ? `${text} Your account is suspended for review.` : text,
    kind: 'credit' as const,
    event: applied.some((r) => r.kind === 'chargeback_won')
      ? MESSAGE_EVENT.topUp
      : MESSAGE_EVENT.rejectedOrEnded,
  };
}

const KIND_LABEL: Record<string, string> = {
  refund: 'Refund',
  chargeback: 'Chargeback',
  chargeback_won: 'Dispute won',
  chargeback_lost: 'Dispute lost',
};

/** The e-mails: the owner's, then one per active operator (each names the account and where to review it). */
export async function reversalMails(
  db: DbOrTx,
  publicUrl: string,
  n: {
    topUp: TopUp;
    owner: { name: string; email: string };
    applied: Reversal[];
    suspended: boolean;
    creditCents: number;
  },
): Promise<Mail[]> {
  const takes = takesMoney(n.applied);
  const lines = n.applied.map((r) => sentence(n.topUp, r));
  const owner: Mail = {
    to: n.owner.email,
    subject: takes
      ? `Your ${PRODUCT_NAME} account is suspended for review`
      : `A dispute on your ${PRODUCT_NAME} top-up was closed`,
    text: [
      `Hello ${n.owner.name},`,
      '',
      ...lines,
      `Your credit is now ${$(n.creditCents)}.`,
      '',
      takes
        ? `Because of this, your account is suspended while we review it: you cannot sign in, and your campaigns are paused. We will contact you; you can also reply to this e-mail.`
        : `You can read this message in ${PRODUCT_NAME} at ${publicUrl}/signin.`,
    ].join('\n'),
  };
  const what = n.applied.map((r) => KIND_LABEL[r.kind]).join(' and ');
  const review = `${publicUrl}/admin/top-ups?q=${encodeURIComponent(n.owner.email)}`;
  const operatorText = [
    `${what} on the ${$(n.topUp.amountCents)} ${n.topUp.provider} top-up of ${n.owner.name} <${n.owner.email}>:`,
    ...n.applied.map(
      (r) =>
        `- ${KIND_LABEL[r.kind]} ${$(r.amountCents)} (${r.providerRef}): ${$(r.creditCents)} from or back to their credit, ` +
        `${$(r.lossCents)} on platform:loss.`,
    ),
    '',
    n.suspended
      ? 'The account was suspended for review. Reactivate it in Users when you have reviewed it.'
      : 'The account was not suspended by this event.',
    `Review: ${review}`,
  ].join('\n');
  const operators = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, ROLES.admin), eq(users.isActive, true)));
  return [
    owner,
    ...operators.map((o) => ({
      to: o.email,
      subject: `${what}: ${n.owner.email}${n.suspended ? ' suspended for review' : ''}`,
      text: operatorText,
    })),
  ];
}
