/**
 * The appeals model test (fast-check): random sequences of submissions, owner decisions, appeals, the
 * operator's uphold/overturn, time passing and the settle job, against a plain in-memory model of one
 * campaign. After every step the ledger check passes and escrow, wallets and the owner's credit equal the
 * model's: an overturn pays exactly once, settlement waits while an appeal is open or still possible, and the
 * refund at the end returns exactly what no one was paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { payoutCents } from '@spruik/shared';
import { appeals } from '../../src/db/schema';
import { autoApproveStale, settleDueCampaigns } from '../../src/features/campaigns/settle.service';
import { checkLedger } from '../../src/ledger';
import { campaignWorld, DAY, type CampaignWorld } from './helpers';

const HOUR = 3_600_000;
const SHARE = 101;
const FOLLOWERS = [150, 1500, 20_000];

type Action =
  | { type: 'submit'; who: number }
  | { type: 'decide'; who: number; approve: boolean }
  | { type: 'appeal'; who: number }
  | { type: 'decideAppeal'; who: number; overturn: boolean }
  | { type: 'wait'; hours: number }
  | { type: 'job' };

const who = fc.integer({ min: 0, max: 2 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('submit' as const), who }),
  fc.record({ type: fc.constant('decide' as const), who, approve: fc.boolean() }),
  { arbitrary: fc.record({ type: fc.constant('appeal' as const), who }), weight: 2 },
  {
    arbitrary: fc.record({ type: fc.constant('decideAppeal' as const), who, overturn: fc.boolean() }),
    weight: 2,
  },
  fc.record({ type: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ type: fc.constant('job' as const) }),
);

type Place = {
  status: 1 | 2 | 3 | 4 | 5;
  submittedAt: number | null;
  rejectedAt: number | null;
  appeal: 'none' | 'open' | 'upheld' | 'overturned';
};

describe('appeals model test (fast-check)', () => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld();
  });
  afterAll(() => w.close());

  it('keeps the ledger and the model equal after each step', async () => {
    const admin = await w.admin();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        run++;
        const owner = await w.business();
        await w.fund(owner, 10_000);
        const end = w.t.clock.now().getTime() + 2 * DAY;
        const id = await w.live(owner, 4, {
          participantsShare: (SHARE / 100).toFixed(2),
          participantsCount: 3,
          endDate: new Date(end).toISOString(),
        });
        const people = await Promise.all(FOLLOWERS.map((f) => w.customer({ instagramFollowers: f })));
        const acts = await Promise.all(people.map((p) => w.accept(p, id)));
        const pay = FOLLOWERS.map((f) => payoutCents(SHARE, f));
        const m = {
          places: people.map((): Place => ({
            status: 1,
            submittedAt: null,
            rejectedAt: null,
            appeal: 'none',
          })),
          wallet: [0, 0, 0],
          escrow: 3 * SHARE,
          credit: 10_000 - 3 * SHARE,
          settled: false,
        };
        const now = () => w.t.clock.now().getTime();
        const live = () => !m.settled && end > now();
        const inWindow = (p: Place) => p.rejectedAt !== null && now() < p.rejectedAt + 72 * HOUR;
        const approve = (i: number) => {
          m.places[i].status = 2;
          m.wallet[i] += pay[i];
          m.escrow -= pay[i];
        };

        for (const [step, a] of actions.entries()) {
          const where = `run ${run} step ${step} ${JSON.stringify(a)}`;
          if (a.type === 'wait') {
            w.t.clock.advance(a.hours * HOUR);
          } else if (a.type === 'job') {
            const awaits = m.places.some(
              (p) => p.appeal === 'open' || (p.status === 3 && p.appeal === 'none' && inWindow(p)),
            );
            if (!m.settled && end <= now() && !awaits) {
              m.places.forEach((p, i) => {
                if (p.status === 4) approve(i);
                if (p.status === 1) p.status = 5;
              });
              m.credit += m.escrow;
              m.escrow = 0;
              m.settled = true;
            }
            if (!m.settled)
              m.places.forEach((p, i) => {
                if (p.status === 4 && p.submittedAt! <= now() - 72 * HOUR) approve(i);
              });
            await settleDueCampaigns(w.t.app.deps);
            await autoApproveStale(w.t.app.deps);
          } else {
            const p = m.places[a.who];
            const person = people[a.who];
            const act = acts[a.who];
            if (a.type === 'submit') {
              const ok = p.status === 1 && live();
              const res = await w.submit(person, act, w.proof);
              expect(res.status === 200, where).toBe(ok);
              if (ok) Object.assign(p, { status: 4, submittedAt: now() });
            } else if (a.type === 'decide') {
              const ok = p.status === 4 && live();
              const res = await w.decide(owner, id, act, a.approve);
              expect(res.status === 200, where).toBe(ok);
              if (ok && a.approve) approve(a.who);
              if (ok && !a.approve) Object.assign(p, { status: 3, rejectedAt: now() });
            } else if (a.type === 'appeal') {
              const ok = p.status === 3 && p.appeal === 'none' && inWindow(p) && !m.settled;
              const res = await w.post(`/api/activities/${act}/appeal`, person, {
                note: 'Please look again.',
              });
              expect(res.status === 200, `${where} ${JSON.stringify(res.body)}`).toBe(ok);
              if (ok) p.appeal = 'open';
            } else if (p.appeal !== 'none') {
              const [row] = await w.t.db.select().from(appeals).where(eq(appeals.activityId, act));
              const res = await w.post(`/api/admin/appeals/${row.id}`, admin, { overturn: a.overturn });
              const ok = p.appeal === 'open';
              expect(res.status, where).toBe(ok ? 200 : 409);
              if (ok) {
                p.appeal = a.overturn ? 'overturned' : 'upheld';
                if (a.overturn) approve(a.who);
              }
            }
          }

          const check = await checkLedger(w.t.db);
          expect(check.problems, where).toEqual([]);
          expect(await w.escrow(id), `${where} escrow`).toBe(m.escrow);
          expect(await w.credit(owner), `${where} credit`).toBe(m.credit);
          for (let i = 0; i < 3; i++) {
            expect(await w.wallet(people[i]), `${where} wallet ${i}`).toBe(m.wallet[i]);
            expect((await w.activity(acts[i])).status, `${where} status ${i}`).toBe(m.places[i].status);
          }
          expect((await w.campaignRow(id)).settledAt !== null, `${where} settled`).toBe(m.settled);
        }
        // Money is conserved within the campaign: paid plus refunded plus held is what was reserved.
        expect(m.wallet.reduce((s, x) => s + x, 0) + m.escrow + m.credit).toBe(10_000);
      }),
      { numRuns: 8 },
    );
    // Eight sequences of API calls: about 6 s alone, past the default 30 s on a machine busy with the whole suite.
  }, 120_000);
});
