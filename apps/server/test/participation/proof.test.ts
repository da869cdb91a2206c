import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_STATUS, MESSAGE_EVENT } from '@spruik/shared';
import { accountKeys } from '../../src/ledger';
import { sweepPendingProofs } from '../../src/features/participation/proof';
import { proofWorld, OWNER_HANDLE } from './helpers';
import { messagesOf } from '../push-events/helpers';

describe('proof checks through a connected account', () => {
  let w: Awaited<ReturnType<typeof proofWorld>>;
  beforeAll(async () => {
    w = await proofWorld();
  });
  afterAll(() => w.close());

  it('a verified post is approved and paid once, with no owner involved', async () => {
    const campaignId = await w.live(w.owner, 4);
    const maya = await w.creator();
    const p = w.post(maya);
    const activityId = await w.joinAndSubmit(maya, campaignId, p.permalink);

    const before = await w.mine(maya, activityId);
    expect(before.status).toBe(ACTIVITY_STATUS.submitted);
    expect(before.proof).toMatchObject({ state: 'pending', platform: 'instagram', checks: [] });

    expect(await w.drain()).toBe(1);
    const after = await w.mine(maya, activityId);
    expect(after.status).toBe(ACTIVITY_STATUS.approved);
    expect(after.autoApproved).toBe(true);
    expect(after.proof.state).toBe('verified');
    expect(after.proof.reason).toBeNull();
    expect(after.proof.checks.map((c: { check: string; passed: boolean }) => [c.check, c.passed])).toEqual([
      ['found', true],
      ['ownAccount', true],
      ['afterJoining', true],
      ['public', true],
      ['mentionsOwner', true],
      ['adLabel', true],
    ]);
    const row = await w.activity(activityId);
    expect(row.payoutCents).toBeGreaterThan(0);
    expect(await w.wallet(maya)).toBe(row.payoutCents);
    expect(row.proofPostId).toBe(p.id);
    // Money moved: kind 'paid' (docs/push.md "Events"), with the amount.
    expect(await messagesOf(w.t.db, maya.user.id)).toEqual([
      {
        title: `Your post for "Campaign type 4" was verified by Instagram: approved automatically and $${(row.payoutCents! / 100).toFixed(2)} was added to your wallet.`,
        kind: 'paid',
        event: MESSAGE_EVENT.verified,
        campaignId,
      },
    ]);

    // The owner sees the verdict and can no longer decide; a second run of the job changes nothing.
    const seen = await w.participant(campaignId, activityId);
    expect(seen).toMatchObject({
      status: ACTIVITY_STATUS.approved,
      autoApproved: true,
      proof: { state: 'verified' },
    });
    expect((await w.decide(w.owner, campaignId, activityId, true)).status).toBe(409);
    await w.t.app.deps.queue.send('participation.checkProof', { activityId });
    await w.drain();
    expect(await w.wallet(maya)).toBe(row.payoutCents);
    await w.expectLedgerOk();
  });

  it('with automatic approval off a verified post stays with the owner, its checks shown', async () => {
    const campaignId = await w.live(w.owner, 5, { autoApprove: false });
    expect((await w.get(`/api/campaigns/${campaignId}`, w.owner)).body.data.campaign.autoApprove).toBe(false);
    const maya = await w.creator();
    const activityId = await w.joinAndSubmit(maya, campaignId, w.post(maya).permalink);
    await w.drain();
    const seen = await w.participant(campaignId, activityId);
    expect(seen.status).toBe(ACTIVITY_STATUS.submitted);
    expect(seen.proof.state).toBe('verified');
    expect(seen.proof.checks).toHaveLength(6);
    expect(await w.wallet(maya)).toBe(0);
    // The creator hears the platform verified it (kind approved: no money yet), then of the owner's approval.
    expect(await messagesOf(w.t.db, maya.user.id)).toEqual([
      {
        title:
          'Your post for "Campaign type 5" was verified by Instagram. It now waits for the owner\'s decision.',
        kind: 'approved',
        event: MESSAGE_EVENT.verified,
        campaignId,
      },
    ]);
    expect((await w.decide(w.owner, campaignId, activityId, true)).status).toBe(200);
    expect((await w.participant(campaignId, activityId)).autoApproved).toBe(false);
    expect((await messagesOf(w.t.db, maya.user.id)).map((m) => m.kind)).toEqual(['approved', 'paid']);
  });

  it('an unlabelled post fails: it stays with the owner, who sees the reason and is told', async () => {
    const campaignId = await w.live(w.owner, 4);
    const maya = await w.creator();
    const p = w.post(maya, { caption: `Lunch at @${OWNER_HANDLE} #spon #gifted` });
    const activityId = await w.joinAndSubmit(maya, campaignId, p.permalink);
    await w.drain();
    const seen = await w.participant(campaignId, activityId);
    expect(seen.status).toBe(ACTIVITY_STATUS.submitted);
    expect(seen.proof.state).toBe('failed');
    expect(seen.proof.reason).toBe('adLabel');
    expect(seen.proof.checks.at(-1)).toMatchObject({
      check: 'adLabel',
      passed: false,
      detail: expect.stringMatching(/^Only vague tags \(#spon, #gifted\)/),
    });
    expect(
      (await w.messages(w.owner)).some((m) =>
        m.startsWith(
          'A submission to "Campaign type 4" did not pass Instagram\'s check "It is labelled as an ad": Only vague tags',
        ),
      ),
    ).toBe(true);
    expect((await w.mine(maya, activityId)).proof.reason).toBe('adLabel');
    expect(await w.wallet(maya)).toBe(0);
  });

  it("a post not found, another account's post, or one from before joining fail with that check", async () => {
    const campaignId = await w.live(w.owner, 4, { participantsCount: 5 });
    const a = await w.creator();
    const b = await w.creator();
    const c = await w.creator();
    const missing = await w.joinAndSubmit(a, campaignId, 'https://www.instagram.com/p/nothing/');
    const foreign = await w.joinAndSubmit(b, campaignId, w.post(b, { accountId: 'someone-else' }).permalink);
    const early = w.post(c, { publishedAt: new Date(w.t.clock.now().getTime() - 3_600_000) });
    const old = await w.joinAndSubmit(c, campaignId, early.permalink);
    await w.drain();
    expect((await w.participant(campaignId, missing)).proof).toMatchObject({
      state: 'failed',
      reason: 'found',
    });
    expect((await w.participant(campaignId, foreign)).proof).toMatchObject({
      state: 'failed',
      reason: 'ownAccount',
    });
    expect((await w.participant(campaignId, old)).proof).toMatchObject({
      state: 'failed',
      reason: 'afterJoining',
    });
  });

  it('not connected: unchecked, and the owner decides as before', async () => {
    const campaignId = await w.live(w.owner, 4);
    const maya = await w.creator(false);
    const activityId = await w.joinAndSubmit(maya, campaignId, 'https://www.instagram.com/p/x/');
    expect(await w.drain()).toBe(0);
    const seen = await w.participant(campaignId, activityId);
    expect(seen.proof).toEqual({
      state: 'unchecked',
      reason: null,
      platform: null,
      checks: [],
      checkedAt: null,
    });
    expect((await w.decide(w.owner, campaignId, activityId, true)).status).toBe(200);
  });

  it('a rate limit leaves it pending and retries later; then the verdict', async () => {
    const campaignId = await w.live(w.owner, 4);
    const maya = await w.creator();
    const activityId = await w.joinAndSubmit(maya, campaignId, w.post(maya).permalink);
    w.fake.failures.push('rateLimited');
    expect(await w.drain()).toBe(1);
    const row = await w.activity(activityId);
    expect(row.proofState).toBe('pending');
    expect(row.proofAttempts).toBe(1);
    expect((await w.mine(maya, activityId)).proof.state).toBe('pending');
    // Not before the platform's retry-after (120 s, longer than the 30 s backoff).
    w.t.clock.advance(60_000);
    expect(await w.drain()).toBe(0);
    w.t.clock.advance(61_000);
    expect(await w.drain()).toBe(1);
    const after = await w.mine(maya, activityId);
    expect(after.proof.state).toBe('verified');
    expect(after.status).toBe(ACTIVITY_STATUS.approved);
  });

  it('an expired token is refreshed and the check goes on; a refused refresh leaves it unchecked', async () => {
    const campaignId = await w.live(w.owner, 4, { participantsCount: 2 });
    const maya = await w.creator();
    const good = await w.joinAndSubmit(maya, campaignId, w.post(maya).permalink);
    w.fake.failures.push('tokenInvalid');
    const refreshes = w.fake.calls.refresh;
    await w.drain();
    expect(w.fake.calls.refresh).toBe(refreshes + 1);
    expect((await w.mine(maya, good)).proof.state).toBe('verified');

    const ben = await w.creator();
    const bad = await w.joinAndSubmit(ben, campaignId, w.post(ben).permalink);
    w.fake.failures.push('tokenInvalid');
    w.fake.refreshWorks = false;
    await w.drain();
    w.fake.refreshWorks = true;
    const seen = await w.participant(campaignId, bad);
    expect(seen.status).toBe(ACTIVITY_STATUS.submitted);
    expect(seen.proof.state).toBe('unchecked');
    expect((await w.connection(ben)).status).toBe('reconnect');
    expect((await w.messages(ben)).some((m) => /needs reconnecting/.test(m))).toBe(true);
  });

  it('a proof left pending (its job lost) is queued again by the sweep once its grace has passed', async () => {
    const campaignId = await w.live(w.owner, 4);
    const maya = await w.creator();
    const activityId = await w.joinAndSubmit(maya, campaignId, w.post(maya).permalink);
    // The job is lost: drained while the platform was unreachable for the app.
    const platforms = w.t.app.deps.platforms;
    w.t.app.deps.platforms = { client: () => null };
    const sent: string[] = [];
    const queue = w.t.app.deps.queue;
    w.t.app.deps.queue = { ...queue, send: async (_n, d) => void sent.push(String(d.activityId)) };
    expect(await sweepPendingProofs(w.t.app.deps)).toBe(0);
    w.t.clock.advance(61_000);
    expect(await sweepPendingProofs(w.t.app.deps)).toBe(1);
    expect(sent).toContain(activityId);
    w.t.app.deps.queue = queue;
    w.t.app.deps.platforms = platforms;
    await w.drain();
    expect((await w.mine(maya, activityId)).proof.state).toBe('verified');
  });

  it('the money moved balances', async () => {
    await w.expectLedgerOk();
    expect(await w.balance(accountKeys.wallet(w.owner.user.id))).toBe(0);
  });
});

describe('YouTube: the subscription of type 2', () => {
  let w: Awaited<ReturnType<typeof proofWorld>>;
  beforeAll(async () => {
    w = await proofWorld('pglite', 'youtube');
  });
  afterAll(() => w.close());

  it('a subscriber is verified and paid; a non-subscriber fails "subscribed"', async () => {
    const campaignId = await w.live(w.owner, 2, { platform: 'youtube', participantsCount: 2 });
    const yes = await w.creator();
    const no = await w.creator();
    w.fake.subscriptions.add(OWNER_HANDLE);
    const a = await w.joinAndSubmit(yes, campaignId, '', { youtubeId: 'creator1' });
    await w.drain();
    w.fake.subscriptions.clear();
    const b = await w.joinAndSubmit(no, campaignId, '', { youtubeId: 'creator2' });
    await w.drain();
    const paid = await w.mine(yes, a);
    expect(paid.status).toBe(ACTIVITY_STATUS.approved);
    expect(paid.proof).toMatchObject({
      state: 'verified',
      platform: 'youtube',
      checks: [{ check: 'subscribed', passed: true, detail: `Subscribed to @${OWNER_HANDLE}.` }],
    });
    const failed = await w.participant(campaignId, b);
    expect(failed.status).toBe(ACTIVITY_STATUS.submitted);
    expect(failed.proof).toMatchObject({ state: 'failed', reason: 'subscribed' });
  });

  it('a follow on Instagram cannot be read: unchecked', async () => {
    const ig = await proofWorld('pglite', 'instagram');
    try {
      const campaignId = await ig.live(ig.owner, 2, { platform: 'instagram' });
      const maya = await ig.creator();
      const activityId = await ig.joinAndSubmit(maya, campaignId, '');
      expect(await ig.drain()).toBe(0);
      expect((await ig.participant(campaignId, activityId)).proof.state).toBe('unchecked');
    } finally {
      await ig.close();
    }
  });
});
