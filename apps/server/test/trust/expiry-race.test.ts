/** An expiry racing a submit gives one outcome (PostgreSQL, real row locks). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expireStaleActivities } from '../../src/features/campaigns/expiry.service';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { describeWith } from '../support/describe-with';

const HOUR = 3_600_000;

describeWith('postgres')('expiry racing a submit (postgres)', () => {
  let w: CampaignWorld;
  let biz: Person;
  beforeAll(async () => {
    w = await campaignWorld('postgres');
    biz = await w.business();
    await w.fund(biz, 1_000_000);
  });
  afterAll(() => w.close());

  it('each to-do ends either submitted (and paid) or expired, never both', async () => {
    const id = await w.live(biz, 1, {
      endDate: w.inDays(20),
      participantsCount: 10,
      participantsShare: '0.50',
    });
    const people = await Promise.all(Array.from({ length: 8 }, () => w.customer()));
    const acts: string[] = [];
    for (const p of people) acts.push(await w.accept(p, id));
    // Right at the 72-hour mark: the submit's own check still lets it through, the job's cutoff catches it.
    w.t.clock.advance(72 * HOUR - 1);
    const deps = w.t.app.deps;
    const later = { ...deps, clock: { now: () => new Date(w.t.clock.now().getTime() + 2) } };
    const [submits, expired] = await Promise.all([
      Promise.all(people.map((p, i) => w.submit(p, acts[i]))),
      expireStaleActivities(later),
    ]);
    let paid = 0;
    for (let i = 0; i < people.length; i++) {
      const a = await w.activity(acts[i]);
      const wallet = await w.wallet(people[i]);
      if (submits[i].status === 200) {
        expect(a.status).toBe(2);
        expect(wallet).toBe(25);
        paid++;
      } else {
        expect(submits[i].body.code).toBe('ACTIVITY_EXPIRED');
        expect(a.status).toBe(5);
        expect(wallet).toBe(0);
      }
    }
    expect(paid + expired).toBe(people.length);
    await w.expectLedgerOk();
  });
});
