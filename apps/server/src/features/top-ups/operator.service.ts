import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ERROR_CODE,
  TOP_UP_MSG,
  type AdminTopUpItem,
  type AdminTopUpsQuery,
  type AdminTopUpsResponse,
  type SimulatedEvent,
  type TopUpStatus,
} from '@spruik/shared';
import { keysetPage, readCursor } from '../../db/keyset';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { applyReversal, type ReversalAction } from './reversals/reversal.service';
import { reversalsOf, tally } from './reversals/reversals.repository';
import { findAdminTopUp, listTopUps, type AdminTopUpRow } from './operator.repository';
import { writeAudit } from '../audit';
import { findTopUp } from './top-ups.repository';
import { settleWithProvider } from './top-ups.service';

/** What the reversals make of a top-up (docs/business-rules.md). */
export function derivedStatus(r: AdminTopUpRow): TopUpStatus {
  if (r.status !== 'paid') return r.status as TopUpStatus;
  if (r.openCount > 0) return 'disputed';
  if (r.lostCount > 0) return 'charged_back';
  if (r.refundedCents >= r.amountCents) return 'refunded';
  if (r.refundedCents > 0) return 'partially_refunded';
  if (r.wonCount > 0) return 'dispute_won';
  return 'paid';
}

function present(deps: Deps, r: AdminTopUpRow): AdminTopUpItem {
  const status = derivedStatus(r);
  const remaining = r.amountCents - r.refundedCents - r.chargedBackCents + r.restoredCents;
  return {
    _id: r.id,
    id: r.id,
    provider: r.provider,
    method: r.method,
    providerSessionId: r.providerSessionId,
    providerPaymentId: r.providerPaymentId,
    amount: toDollars(r.amountCents),
    refunded: toDollars(r.refundedCents),
    chargedBack: toDollars(r.chargedBackCents - r.restoredCents),
    remaining: toDollars(r.status === 'paid' ? remaining : 0),
    status,
    hasOpenDispute: r.openCount > 0,
    canSimulate: deps.config.paymentsSandbox && r.provider === 'sandbox' && r.status === 'paid',
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    user: {
      _id: r.userId,
      id: r.userId,
      name: r.name,
      email: r.email,
      role: r.role,
      isActive: r.isActive,
      organisation: r.organisation,
    },
  };
}

/** GET /api/admin/top-ups: newest first, a page at a time (keyset). */
export async function adminListTopUps(deps: Deps, q: AdminTopUpsQuery): Promise<AdminTopUpsResponse> {
  const rows = await listTopUps(deps.db, q, readCursor(q.cursor), q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, (r) => ({ at: r.at, id: r.id }));
  return { topUps: page.map((r) => present(deps, r)), nextCursor, limit: q.limit };
}

const DONE: Record<SimulatedEvent, string> = {
  refund: TOP_UP_MSG.refunded,
  dispute_opened: TOP_UP_MSG.disputeOpened,
  dispute_won: TOP_UP_MSG.disputeWon,
  dispute_lost: TOP_UP_MSG.disputeLost,
};

/**
 * POST /api/admin/top-ups/{id}/simulate (TEST MODE): the sandbox provider reports a refund or a dispute, and it is
 * applied by the same code as Stripe's and PayPal's webhooks. One open sandbox dispute at a time.
 */
export async function simulateTopUpEvent(
  deps: Deps,
  log: FastifyBaseLogger,
  admin: { id: string },
  topUpId: string,
  body: { event: SimulatedEvent; amount?: number },
) {
  const found = await findAdminTopUp(deps.db, topUpId);
  if (!found) throw notFound(TOP_UP_MSG.topUpNotFound);
  if (!deps.config.paymentsSandbox || found.provider !== 'sandbox')
    throw badRequest(TOP_UP_MSG.sandboxOnly, ERROR_CODE.PAYMENTS_UNAVAILABLE);
  if (found.status !== 'paid') throw badRequest(TOP_UP_MSG.notPaid, ERROR_CODE.PAYMENT_PENDING);
  const { remaining, open } = tally(found.amountCents, await reversalsOf(deps.db, topUpId));

  let action: ReversalAction;
  if (body.event === 'refund' || body.event === 'dispute_opened') {
    if (body.event === 'dispute_opened' && open.length > 0) throw conflict(TOP_UP_MSG.disputeOpen);
    if (remaining <= 0) throw badRequest(TOP_UP_MSG.nothingLeft, ERROR_CODE.VALIDATION);
    const amountCents = body.amount ?? remaining;
    if (amountCents > remaining) throw badRequest(TOP_UP_MSG.aboveRemaining, ERROR_CODE.VALIDATION);
    action =
      body.event === 'refund'
        ? { kind: 'refund', ref: `sbx_re_${randomUUID()}`, amountCents }
        : { kind: 'chargeback', ref: `sbx_dp_${randomUUID()}`, amountCents };
  } else {
    const dispute = open[0];
    if (!dispute) throw conflict(TOP_UP_MSG.noOpenDispute);
    action = {
      kind: 'dispute_closed',
      ref: dispute.providerRef,
      outcome: body.event === 'dispute_won' ? 'won' : 'lost',
      amountCents: dispute.amountCents,
    };
  }
  await applyReversal(deps, log, {
    provider: 'sandbox',
    eventId: `sandbox:${body.event}:${randomUUID()}`,
    eventType: body.event,
    topUpId,
    actorId: admin.id,
    action,
  });
  const after = await findAdminTopUp(deps.db, topUpId);
  return { message: DONE[body.event], topUp: present(deps, after!) };
}

const CHECKED = {
  paid: TOP_UP_MSG.checkedPaid,
  pending: TOP_UP_MSG.checkedPending,
  failed: TOP_UP_MSG.checkedFailed,
} as const;

/**
 * POST /api/admin/top-ups/{id}/check (finance): a top-up left pending (the payer paid but never came back) is
 * checked with the provider by the same call the payment return makes, and credited once if paid. Audited with
 * the status before and after. Idempotent: a top-up that is no longer pending is answered as it is, unchanged.
 */
export async function checkTopUpWithProvider(
  deps: Deps,
  log: FastifyBaseLogger,
  admin: { id: string },
  topUpId: string,
) {
  const topUp = await findTopUp(deps.db, topUpId);
  if (!topUp) throw notFound(TOP_UP_MSG.topUpNotFound);
  let message: string = TOP_UP_MSG.notPending;
  if (topUp.status === 'pending') {
    const outcome = await settleWithProvider(deps, log, topUp);
    message = CHECKED[outcome];
    const after = await findTopUp(deps.db, topUpId);
    await writeAudit(deps.db, {
      actorId: admin.id,
      action: 'topup.provider_check',
      targetType: 'top_up',
      targetId: topUpId,
      before: { status: topUp.status },
      after: { status: after?.status ?? topUp.status, provider: topUp.provider },
    });
  }
  const found = await findAdminTopUp(deps.db, topUpId);
  return { message, topUp: present(deps, found!) };
}
