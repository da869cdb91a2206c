/** A burst of submissions to one campaign becomes one push to its owner (docs/push.md, "Grouping"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_GROUPING_SECONDS } from '../../src/features/push';
import { pushWorld } from './helpers';

describe('grouped submissions', () => {
  let w: Awaited<ReturnType<typeof pushWorld>>;
  beforeAll(async () => {
    w = await pushWorld();
  }, 120_000);
  afterAll(() => w?.close());

  it('pushes three submissions in a burst once: "3 new submissions for …"', async () => {
    const owner = await w.business();
    await w.fund(owner, 100_000);
    const d = await w.subscribe(owner);
    const campaignId = await w.live(owner, 2, { title: 'Flat white week', participantsCount: 5 });
    await w.drain();
    // The verification's own push ("campaign").
    expect(w.received(d).map((p) => p.kind)).toEqual(['campaign']);

    for (let i = 0; i < 3; i++) {
      const creator = await w.customer();
      const activityId = await w.accept(creator, campaignId);
      const res = await w.submit(creator, activityId, w.proof);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Within the grouping delay nothing has gone yet.
    await w.drain();
    expect(w.received(d)).toHaveLength(1);
    w.t.clock.advance(SUBMISSION_GROUPING_SECONDS * 1000);
    await w.drain();
    expect(w.received(d).slice(1)).toEqual([
      {
        title: 'New submissions',
        body: '3 new submissions for Flat white week',
        url: `/campaign_details?id=${campaignId}`,
        tag: `submission:${campaignId}`,
        kind: 'submission',
        // The verification's message and the three submissions'.
        unseen: 4,
      },
    ]);

    // A fourth, later, is its own push under the same tag (it replaces the group on the device).
    const late = await w.customer();
    await w.submit(late, await w.accept(late, campaignId), w.proof);
    w.t.clock.advance(SUBMISSION_GROUPING_SECONDS * 1000);
    await w.drain(true);
    const last = w.received(d).at(-1)!;
    expect(w.received(d)).toHaveLength(3);
    expect(last.tag).toBe(`submission:${campaignId}`);
    expect(last.body).toBe('New submission to decide on "Flat white week".');
  });
});
