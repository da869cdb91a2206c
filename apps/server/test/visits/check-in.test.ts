import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHECK_IN, CODE_ALPHABET, ERROR_CODE, VISIT_MSG } from '@spruik/shared';
import { checkInCodes, checkInMisses, users, visits } from '../../src/db/schema';
import { sweepCheckIns } from '../../src/features/visits';
import { deriveCheckInCode, slotOf } from '../../src/features/visits/check-in';
import { databaseKinds } from '../test-db';
import { describeWith } from '../support/describe-with';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';

const SLOT_MS = CHECK_IN.slotSeconds * 1000;
const HOUR = 3_600_000;
const CODE = new RegExp(`^[${CODE_ALPHABET}]{6}$`);

describe.each(databaseKinds)('check-in at a venue (%s)', (kind) => {
  let w: PayWorld;
  let venue: Person;
  beforeAll(async () => {
    w = await payWorld(kind);
    venue = await w.venue();
    await w.t.db
      .update(users)
      .set({ instagramId: 'https://www.instagram.com/laneway/' })
      .where(eq(users.id, venue.user.id));
  });
  afterAll(() => w.close());
  // Each test starts 1 second into a fresh slot, 3 hours after the last one's (so one test's visits never stand in
  // another's way).
  beforeEach(() => {
    const next = Math.ceil((w.t.clock.now().getTime() + 4 * HOUR) / SLOT_MS) * SLOT_MS;
    w.t.clock.set(new Date(next + 1000));
  });

  const customer = (handle = `cass${Math.random().toString(36).slice(2, 7)}`) =>
    w.customer({ instagramId: `https://www.instagram.com/${handle}/` });
  const issue = (c: Person, at = venue) => w.post(`/api/venues/${at.user.id}/check-in`, c);
  const confirm = (v: Person, code: unknown) => w.post('/api/check-ins', v, { code });
  const visitsOf = (c: Person, v = venue) =>
    w.t.db
      .select()
      .from(visits)
      .where(and(eq(visits.customerId, c.user.id), eq(visits.venueId, v.user.id)));

  describe('POST /api/venues/{id}/check-in', () => {
    it('answers a 6-character code, its QR string and when it expires; the same code within the slot', async () => {
      const c = await customer();
      const first = await issue(c);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const { code, qr, expiresAt } = first.body.data;
      expect(code).toMatch(CODE);
      expect(qr).toBe(`${CHECK_IN.qrPrefix}${venue.user.id}:${code}`);
      const slot = slotOf(w.t.clock.now());
      expect(new Date(expiresAt).getTime()).toBe((slot + 1) * SLOT_MS);
      w.t.clock.advance(20_000);
      expect((await issue(c)).body.data.code).toBe(code);
      // The code is stored for the venue, slot and customer.
      const rows = await w.t.db.select().from(checkInCodes).where(eq(checkInCodes.customerId, c.user.id));
      expect(rows).toMatchObject([{ venueId: venue.user.id, slot, code, usedAt: null }]);
      // The next slot has another code.
      w.t.clock.advance(SLOT_MS);
      expect((await issue(c)).body.data.code).not.toBe(code);
    });

    it('says when the caller already has a visit here in the last 3 hours (the screen shows "Checked in")', async () => {
      const c = await customer();
      const first = await issue(c);
      expect(first.body.data.visitedAt).toBeNull();
      expect((await confirm(venue, first.body.data.code)).status).toBe(200);
      const [visit] = await visitsOf(c);
      expect((await issue(c)).body.data.visitedAt).toBe(visit.createdAt.toISOString());
      w.t.clock.advance(3 * HOUR + 1000);
      expect((await issue(c)).body.data.visitedAt).toBeNull();
    });

    it('derives again with a counter when another customer holds the code in this slot', async () => {
      const c = await customer();
      const slot = slotOf(w.t.clock.now());
      const taken = deriveCheckInCode(w.t.config.checkInKey, {
        customerId: c.user.id,
        venueId: venue.user.id,
        slot,
        counter: 0,
      });
      const other = await customer();
      await w.t.db
        .insert(checkInCodes)
        .values({ venueId: venue.user.id, slot, code: taken, customerId: other.user.id });
      const res = await issue(c);
      expect(res.status).toBe(200);
      expect(res.body.data.code).not.toBe(taken);
      expect(res.body.data.code).toBe(
        deriveCheckInCode(w.t.config.checkInKey, {
          customerId: c.user.id,
          venueId: venue.user.id,
          slot,
          counter: 1,
        }),
      );
      // And the venue's confirm finds this customer, not the other.
      const ok = await confirm(venue, res.body.data.code);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(await visitsOf(c)).toHaveLength(1);
      expect(await visitsOf(other)).toHaveLength(0);
    });

    it('is for customers only, at an active venue; a bad id is 404, not 5xx', async () => {
      const c = await customer();
      const biz = await w.business();
      expect((await issue(biz)).status).toBe(403);
      expect((await issue(venue)).status).toBe(403);
      expect((await w.post(`/api/venues/${venue.user.id}/check-in`, null)).status).toBe(401);
      const bad = await w.post('/api/venues/not-an-id/check-in', c);
      expect(bad.status).toBe(404);
      // A business is no venue.
      expect((await w.post(`/api/venues/${biz.user.id}/check-in`, c)).status).toBe(404);
      const closed = await w.venue({ isActive: false });
      expect((await issue(c, closed)).status).toBe(404);
    });
  });

  describe('POST /api/check-ins', () => {
    it('accepts the code typed in any case with spaces, once, and lists the visit for the venue', async () => {
      const c = await customer('dana_visits');
      const { code } = (await issue(c)).body.data;
      const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
      const res = await confirm(venue, typed);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.message).toBe(VISIT_MSG.checkedIn);
      expect(res.body.data.visit).toMatchObject({
        customerInstagramID: 'https://www.instagram.com/dana_visits/',
        proof: 'check_in',
        createdAt: w.t.clock.now().toISOString(),
      });
      expect(await visitsOf(c)).toMatchObject([{ proof: 'check_in', paymentId: null }]);

      // A replay is refused and records nothing more.
      const again = await confirm(venue, code);
      expect(again.status).toBe(409);
      expect(again.body.errors).toBe(VISIT_MSG.codeUsed);
      expect(await visitsOf(c)).toHaveLength(1);

      const list = await w.get('/api/check-ins', venue);
      expect(list.status).toBe(200);
      expect(list.body.data.checkIns[0]).toEqual(res.body.data.visit);
      expect(list.body.data.nextCursor).toBeNull();
    });

    it('accepts the whole QR string', async () => {
      const c = await customer();
      const { qr } = (await issue(c)).body.data;
      const res = await confirm(venue, qr);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await visitsOf(c)).toHaveLength(1);
    });

    it("accepts the previous slot's code and refuses an older one as expired", async () => {
      const c1 = await customer();
      const prev = (await issue(c1)).body.data.code;
      w.t.clock.advance(SLOT_MS);
      expect((await confirm(venue, prev)).status).toBe(200);

      const c2 = await customer();
      const old = (await issue(c2)).body.data.code;
      w.t.clock.advance(2 * SLOT_MS);
      const res = await confirm(venue, old);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: VISIT_MSG.codeExpired, code: ERROR_CODE.CODE_EXPIRED });
      expect(await visitsOf(c2)).toHaveLength(0);
    });

    it("refuses another venue's code with its own text, typed or scanned", async () => {
      const other = await w.venue();
      const c = await customer();
      const { code, qr } = (await issue(c, other)).body.data;
      for (const input of [code, qr]) {
        const res = await confirm(venue, input);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(VISIT_MSG.codeOtherVenue);
      }
      expect(await visitsOf(c, venue)).toHaveLength(0);
      // The code is still good where it belongs.
      expect((await confirm(other, code)).status).toBe(200);
    });

    it('one visit per 3 hours: a second check-in is refused and uses nothing; after 3 hours it counts', async () => {
      const c = await customer();
      expect((await confirm(venue, (await issue(c)).body.data.code)).status).toBe(200);
      w.t.clock.advance(2 * HOUR);
      const { code } = (await issue(c)).body.data;
      const res = await confirm(venue, code);
      expect(res.status).toBe(409);
      expect(res.body.errors).toBe(VISIT_MSG.alreadyVisited);
      // Thrown inside the transaction: the code was not used.
      const [row] = await w.t.db.select().from(checkInCodes).where(eq(checkInCodes.code, code));
      expect(row.usedAt).toBeNull();
      expect(await visitsOf(c)).toHaveLength(1);

      w.t.clock.advance(HOUR + SLOT_MS);
      expect((await confirm(venue, (await issue(c)).body.data.code)).status).toBe(200);
      expect(await visitsOf(c)).toHaveLength(2);
    });

    it('a payment within 3 hours is the visit: a check-in after it is refused', async () => {
      const c = await customer();
      await w.giveWallet(c, 1000);
      const paid = await w.pay(c, { wallet: 5, venueID: venue.user.id });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      w.t.clock.advance(HOUR);
      const res = await confirm(venue, (await issue(c)).body.data.code);
      expect(res.status).toBe(409);
      expect(res.body.errors).toBe(VISIT_MSG.alreadyVisited);
      expect(await visitsOf(c)).toMatchObject([{ proof: 'payment' }]);
    });

    it('10 wrong codes in 10 minutes, then the 11th try is refused even with a right code; later it passes', async () => {
      const v = await w.venue();
      const c = await customer();
      const { code } = (await issue(c, v)).body.data;
      const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      for (let i = 0; i < CHECK_IN.missLimit; i++) {
        const res = await confirm(v, i % 2 ? wrong : 'not a code at all');
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(VISIT_MSG.codeWrong);
      }
      const blocked = await confirm(v, code);
      expect(blocked.status).toBe(429);
      expect(blocked.body.errors).toBe(VISIT_MSG.tooManyTries);
      expect(await visitsOf(c, v)).toHaveLength(0);
      // Another venue is not held up by this one's misses.
      const c2 = await customer();
      expect((await confirm(venue, (await issue(c2)).body.data.code)).status).toBe(200);

      w.t.clock.advance(CHECK_IN.missWindowMinutes * 60_000 + 1000);
      expect((await confirm(v, (await issue(c, v)).body.data.code)).status).toBe(200);
    });

    it('is for the venue only; bodies that are not a code answer 400, never 5xx', async () => {
      const c = await customer();
      const { code } = (await issue(c)).body.data;
      const biz = await w.business();
      expect((await confirm(biz, code)).status).toBe(403);
      expect((await confirm(c, code)).status).toBe(403);
      expect((await w.post('/api/check-ins', null, { code })).status).toBe(401);
      const v = await w.venue();
      for (const body of [
        {},
        { code: '' },
        { code: '   ' },
        { code: 42 },
        { code: null },
        { code: 'x'.repeat(500) },
      ]) {
        const res = await w.post('/api/check-ins', v, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await w.post('/api/check-ins', v, { code: '' })).body.errors).toBe(VISIT_MSG.codeRequired);
      // A malformed QR string.
      expect((await confirm(v, `${CHECK_IN.qrPrefix}nope:${code}`)).status).toBe(400);
      expect(await visitsOf(c)).toHaveLength(0);
    });
  });

  describe('GET /api/check-ins', () => {
    it("lists only the venue's own check-ins, newest first, a page at a time; a bad cursor is 400", async () => {
      const v = await w.venue();
      const made: string[] = [];
      for (let i = 0; i < 52; i++) {
        const c = await customer();
        const res = await confirm(v, (await issue(c, v)).body.data.code);
        expect(res.status).toBe(200);
        made.push(res.body.data.visit.id);
        w.t.clock.advance(1000);
      }
      const first = await w.get('/api/check-ins', v);
      expect(first.body.data.checkIns).toHaveLength(50);
      expect(first.body.data.checkIns[0].id).toBe(made[51]);
      const second = await w.get(`/api/check-ins?cursor=${first.body.data.nextCursor}`, v);
      expect(second.body.data.checkIns.map((x: { id: string }) => x.id)).toEqual([made[1], made[0]]);
      expect(second.body.data.nextCursor).toBeNull();
      expect((await w.get('/api/check-ins?cursor=%%%', v)).status).toBe(400);
      expect((await w.get('/api/check-ins', await customer())).status).toBe(403);
      // Another venue sees none of them.
      const other = await w.get('/api/check-ins', await w.venue());
      expect(other.body.data.checkIns).toEqual([]);
    });
  });

  it('the sweep deletes codes older than a day and misses older than the window', async () => {
    const c = await customer();
    await issue(c);
    const v = await w.venue();
    await confirm(v, 'WRONG1');
    expect(
      await w.t.db.select().from(checkInMisses).where(eq(checkInMisses.venueId, v.user.id)),
    ).toHaveLength(1);
    w.t.clock.advance(CHECK_IN.missWindowMinutes * 60_000 + 1000);
    await sweepCheckIns({ db: w.t.db, clock: w.t.clock });
    expect(
      await w.t.db.select().from(checkInMisses).where(eq(checkInMisses.venueId, v.user.id)),
    ).toHaveLength(0);
    expect(
      await w.t.db.select().from(checkInCodes).where(eq(checkInCodes.customerId, c.user.id)),
    ).toHaveLength(1);
    w.t.clock.advance(86_400_000);
    await sweepCheckIns({ db: w.t.db, clock: w.t.clock });
    expect(
      await w.t.db.select().from(checkInCodes).where(eq(checkInCodes.customerId, c.user.id)),
    ).toHaveLength(0);
  });
});

/** Real contention needs the real server: PGlite is one connection behind a mutex. */
describeWith('postgres')('check-in confirmed by two staff at once (postgres)', () => {
  let w: PayWorld;
  beforeAll(async () => {
    w = await payWorld('postgres');
  });
  afterAll(() => w.close());

  it('the same code confirmed by 2 (and by 8) requests at once records one visit', async () => {
    for (const n of [2, 8]) {
      const venue = await w.venue();
      const c = await w.customer();
      const { code } = (await w.post(`/api/venues/${venue.user.id}/check-in`, c)).body.data;
      const results = await Promise.all(
        Array.from({ length: n }, () => w.post('/api/check-ins', venue, { code })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.errors).toBe(VISIT_MSG.codeUsed);
      }
      const rows = await w.t.db
        .select()
        .from(visits)
        .where(and(eq(visits.customerId, c.user.id), eq(visits.venueId, venue.user.id)));
      expect(rows).toHaveLength(1);
    }
  });
});
