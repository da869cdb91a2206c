import {
  CHECK_IN,
  ERROR_CODE,
  KEYSET_PAGE_SIZE,
  LIVE_EVENT,
  readCheckInInput,
  VISIT_MSG,
  type CheckInCodeResponse,
  type VisitItem,
} from '@spruik/shared';
import type { Tx } from '../../db/client';
import { keysetPage, readCursor } from '../../db/keyset';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, tooMany } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { pushLive } from '../live';
import { checkInText, customerCalled, requireActiveVenue, tellCounterAfterCommit } from '../venues';
import { checkInQr, deriveCheckInCode, slotEnd, slotOf } from './check-in';
import * as repo from './visits.repository';

/** Enough tries to step past another customer's code in the same slot; more would mean a broken key. */
const MAX_COUNTER = 16;
const venueNameOf = (v: { orgName: string | null; userName: string }) => v.orgName || v.userName;

/**
 * POST /api/venues/{id}/check-in: the caller's code at the venue for the current slot, stored so the staff's typed
 * code finds the customer. The same customer, venue and slot give the same code; when it is another customer's
 * there in this slot, the next counter's code is taken instead.
 */
export async function issueCheckInCode(
  deps: Deps,
  me: AuthUser,
  venueId: string,
): Promise<CheckInCodeResponse> {
  const venue = await requireActiveVenue(deps.db, venueId);
  const now = deps.clock.now();
  const slot = slotOf(now);
  // Within a visit's 3 hours a check-in would be refused: the screen says the customer is in (docs/visits.md).
  const standing = await repo.latestVisitBetween(
    deps.db,
    me.id,
    venue.id,
    new Date(now.getTime() - repo.VISIT_SPAN_MS),
    now,
  );
  for (let counter = 0; counter < MAX_COUNTER; counter++) {
    const code = deriveCheckInCode(deps.config.checkInKey, {
      customerId: me.id,
      venueId: venue.id,
      slot,
      counter,
    });
    const holder = await repo.claimCheckInCode(deps.db, {
      venueId: venue.id,
      slot,
      code,
      customerId: me.id,
      at: now,
    });
    if (holder === me.id)
      return {
        code,
        qr: checkInQr(venue.id, code),
        expiresAt: slotEnd(slot).toISOString(),
        serverTime: now.toISOString(),
        visitedAt: standing?.createdAt.toISOString() ?? null,
      };
  }
  throw new Error(`no free check-in code at venue ${venue.id} in slot ${slot}`);
}

function present(
  v: { id: string; proof: string; createdAt: Date },
  who: { name: string; instagramId: string | null } | null,
): VisitItem {
  return {
    _id: v.id,
    id: v.id,
    customerInstagramID: who?.instagramId ?? null,
    customerName: who?.name ?? '',
    proof: v.proof as VisitItem['proof'],
    createdAt: v.createdAt.toISOString(),
  };
}

/**
 * POST /api/check-ins (the venue): the typed code or the QR string. A code of the current or previous slot is
 * accepted once: its row is marked used in the transaction that records the visit, so two staff confirming at once
 * record one. Within 3 hours of the customer's last visit here it is refused and nothing is used (the refusal is
 * thrown inside the transaction). Wrong codes and other venues' count toward the venue's guessing limit, which is
 * checked first, so the 11th try within the window is refused whatever it holds.
 */
export async function confirmCheckIn(deps: Deps, me: AuthUser, input: { code: string }) {
  const venue = await requireActiveVenue(deps.db, me.id);
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - CHECK_IN.missWindowMinutes * 60_000);
  if ((await repo.countMisses(deps.db, venue.id, windowStart)) >= CHECK_IN.missLimit)
    throw tooMany(VISIT_MSG.tooManyTries);
  const miss = async (message: string) => {
    await repo.addMiss(deps.db, venue.id, now);
    return badRequest(message, ERROR_CODE.CODE_INVALID);
  };

  const read = readCheckInInput(input.code);
  if (!read) throw await miss(VISIT_MSG.codeWrong);
  if (read.venueId && read.venueId !== venue.id) throw await miss(VISIT_MSG.codeOtherVenue);
  const slot = slotOf(now);
  const accepted = [slot, slot - 1];

  const visit = await withTransaction(deps.db, async (tx) => {
    const used = await repo.useCheckInCode(tx, venue.id, read.code, accepted, now);
    if (!used) return null;
    const recorded = await recordVisitOrRefuse(tx, used.customerId, venue.id, now);
    const who = await repo.visitorOf(tx, used.customerId);
    // Staff whose screen's connection is gone (or another device) still hear of it (docs/push.md "Events").
    tellCounterAfterCommit(tx, deps, venue.id, {
      title: checkInText(customerCalled(who?.name)),
      what: 'checkIn',
    });
    return { visit: recorded, customerId: used.customerId, who };
  });
  if (!visit) throw await refusal(deps, venue.id, read.code, accepted, miss);

  const item = present(visit.visit, visit.who);
  const event = {
    visitId: item.id,
    venueId: venue.id,
    venueName: venueNameOf(venue),
    customerInstagramID: item.customerInstagramID,
    createdAt: item.createdAt,
  };
  pushLive(deps, venue.id, LIVE_EVENT.checkIn, event);
  pushLive(deps, visit.customerId, LIVE_EVENT.checkIn, event);
  return { visit: item, message: VISIT_MSG.checkedIn };
}

async function recordVisitOrRefuse(tx: Tx, customerId: string, venueId: string, at: Date) {
  const { visit, created } = await repo.recordVisit(tx, { customerId, venueId, proof: 'check_in', at });
  // Thrown, so the code's used_at rolls back with it: the customer's code stays good for nothing else anyway.
  if (!created) throw conflict(VISIT_MSG.alreadyVisited);
  return visit;
}

/** Why no code was used: this venue's code already used or too old (no miss), another venue's, or no code at all. */
async function refusal(
  deps: Deps,
  venueId: string,
  code: string,
  accepted: number[],
  miss: (message: string) => Promise<AppError>,
): Promise<AppError> {
  const rows = await repo.findCheckInCode(
    deps.db,
    code,
    slotOf(deps.clock.now()) - 86_400 / CHECK_IN.slotSeconds,
  );
  const here = rows.filter((r) => r.venueId === venueId);
  if (here.some((r) => accepted.includes(r.slot) && r.usedAt)) return conflict(VISIT_MSG.codeUsed);
  if (here.some((r) => r.slot < Math.min(...accepted)))
    return badRequest(VISIT_MSG.codeExpired, ERROR_CODE.CODE_EXPIRED);
  if (rows.some((r) => r.venueId !== venueId && accepted.includes(r.slot)))
    return miss(VISIT_MSG.codeOtherVenue);
  return miss(VISIT_MSG.codeWrong);
}

/** GET /api/check-ins (the venue): its check-ins, newest first, a page at a time. */
export async function listCheckIns(deps: Deps, me: AuthUser, q: { cursor?: string }) {
  const rows = await repo.venueCheckInsPage(deps.db, me.id, readCursor(q.cursor), KEYSET_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, KEYSET_PAGE_SIZE, (r) => ({ at: r.at, id: r.v.id }));
  return {
    checkIns: page.map((r) => present(r.v, { name: r.customerName, instagramId: r.customerInstagram })),
    nextCursor,
  };
}

/** The sweep: codes older than a day, misses older than the guessing window. */
export async function sweepCheckIns(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now().getTime();
  return repo.deleteOldCheckIns(
    deps.db,
    new Date(now - 86_400_000),
    new Date(now - CHECK_IN.missWindowMinutes * 60_000),
  );
}
export const CHECK_IN_SWEEP_JOB = 'check-in-sweep';
