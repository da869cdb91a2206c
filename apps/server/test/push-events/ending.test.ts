/**
 * The ending notice (docs/push.md "Events"): an owner whose campaign ends within 24 hours with submissions still to
 * decide is told once (kind 'ending', event 4, the campaign), by the scheduler's sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_EVENT } from '@spruik/shared';
import { campaigns } from '../../src/db/schema';
import { ENDING_NOTICE_JOB, sweepEndingCampaigns } from '../../src/features/campaigns';
import { CAMPAIGN_JOB } from '../../src/jobs/campaign-settlement';
import { scheduledJobs } from '../../src/jobs/scheduler';
import { campaignWorld, type Body, type CampaignWorld, type Person } from '../campaigns/helpers';
import { databaseKinds } from '../test-db';
import { expectKindsFitRoles, messagesOf } from './helpers';

// Melbourne is UTC+11 in March (daylight saving until early April).
const START = new Date('2030-03-09T01:00:00Z'); // 12:00 on the 9th in Melbourne
const EVENING = new Date('2030-03-10T11:30:00Z'); // 22:30 on the 10th
const SWEEP = new Date('2030-03-10T13:30:00Z'); // 00:30 on the 11th

describe.each(databaseKinds)('the ending notice (%s)', (kind) => {
  let w: CampaignWorld;
  let owner: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind);
    w.t.clock.set(START);
    owner = await w.business();
    await w.fund(owner, 100_000);
  });
  afterAll(() => w.close());

  /** A live campaign with `submitted` creators who submitted and `todo` who only joined. */
  async function campaign(overrides: Body, submitted: number, todo = 0) {
    const id = await w.live(owner, 4, { participantsCount: 5, ...overrides });
    for (let i = 0; i < submitted + todo; i++) {
      const c = await w.customer();
      await w.setEnergy(c, 100);
      const act = await w.accept(c, id);
      if (i < submitted) expect((await w.submit(c, act, w.proof)).status).toBe(200);
    }
    return id;
  }
  const ownerMessages = async () =>
    (await messagesOf(w.t.db, owner.user.id)).filter((m) => m.kind === 'ending');
  const noticeAt = async (id: string) =>
    (await w.t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0].endingNoticeAt;

  it('runs in the scheduler right after the campaign job (its 72-hour approvals done)', () => {
    const names = scheduledJobs.map((j) => j.name);
    expect(names.indexOf(ENDING_NOTICE_JOB)).toBe(names.indexOf(CAMPAIGN_JOB) + 1);
  });

  it('tells the owner once, only for campaigns ending within 24 hours with submissions to decide', async () => {
    // Ends at the end of the 11th (Melbourne): 23.5 hours after SWEEP.
    const latte = await campaign({ title: 'Latte art challenge', endDate: '2030-03-11' }, 2, 1);
    // Ends 00:15 on the 12th, 23.75 hours after SWEEP: "tomorrow" in Melbourne days.
    const brunch = await campaign({ title: 'Brunch', endDate: '2030-03-12T00:15:00+11:00' }, 1);
    // Nothing submitted (one only joined): nothing to decide.
    const quiet = await campaign({ title: 'Quiet', endDate: '2030-03-11' }, 0, 1);
    // Ends later.
    const later = await campaign({ title: 'Later', endDate: '2030-03-20' }, 1);

    // 25.5 hours before the latte campaign's end: too early for all of them.
    w.t.clock.set(EVENING);
    expect(await sweepEndingCampaigns(w.t.app.deps)).toBe(0);
    expect(await ownerMessages()).toEqual([]);

    w.t.clock.set(SWEEP);
    expect(await sweepEndingCampaigns(w.t.app.deps)).toBe(2);
    expect(await ownerMessages()).toEqual(
      expect.arrayContaining([
        {
          title:
            'Your campaign "Latte art challenge" ends today with 2 submissions to decide. Any left undecided are approved automatically when it ends.',
          kind: 'ending',
          event: MESSAGE_EVENT.rejectedOrEnded,
          campaignId: latte,
        },
        {
          title:
            'Your campaign "Brunch" ends tomorrow with 1 submission to decide. Any left undecided are approved automatically when it ends.',
          kind: 'ending',
          event: MESSAGE_EVENT.rejectedOrEnded,
          campaignId: brunch,
        },
      ]),
    );
    expect(await ownerMessages()).toHaveLength(2);
    expect(await noticeAt(latte)).toEqual(SWEEP);
    expect(await noticeAt(quiet)).toBeNull();
    expect(await noticeAt(later)).toBeNull();

    // Once per campaign: a later sweep, with the campaigns still ending and still undecided, says nothing more.
    w.t.clock.advance(3_600_000);
    expect(await sweepEndingCampaigns(w.t.app.deps)).toBe(0);
    expect(await ownerMessages()).toHaveLength(2);
  });

  it('two sweeps at once (two servers) tell the owner once', async () => {
    w.t.clock.set(START);
    const id = await campaign({ title: 'Raced', endDate: '2030-03-11' }, 1);
    w.t.clock.set(new Date(SWEEP.getTime() + 2 * 3_600_000));
    const told = await Promise.all([
      sweepEndingCampaigns(w.t.app.deps),
      sweepEndingCampaigns(w.t.app.deps),
      sweepEndingCampaigns(w.t.app.deps),
    ]);
    expect(told.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await ownerMessages()).filter((m) => m.campaignId === id)).toHaveLength(1);
  });

  it("every message written here has a kind its recipient's role may receive", async () => {
    await expectKindsFitRoles(w.t.db);
  });
});
