/** An owner's rejection names a reason from the list; the creator and the operator deciding an appeal read it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECT_MSG } from '@spruik/shared';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';

describe('rejection reasons', () => {
  let w: CampaignWorld;
  let biz: Person;
  beforeAll(async () => {
    w = await campaignWorld();
    biz = await w.business();
    await w.fund(biz, 10_000);
  });
  afterAll(() => w.close());

  async function submitted() {
    const id = await w.live(biz, 4, { title: 'Brunch post', participantsCount: 1 });
    const c = await w.customer();
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    return { id, c, act };
  }
  const reject = (id: string, act: string, body: Record<string, unknown>) =>
    w.post(`/api/campaigns/${id}/${act}`, biz, { approve: false, ...body });

  it('refuses a rejection without a reason, with an unknown one, or "other" without a note', async () => {
    const { id, act } = await submitted();
    for (const [body, message] of [
      [{}, REJECT_MSG.reasonRequired],
      [{ reason: 'ugly' }, REJECT_MSG.reasonRequired],
      [{ reason: 'other' }, REJECT_MSG.noteRequired],
      [{ reason: 'other', note: '   ' }, REJECT_MSG.noteRequired],
      [{ reason: 'other', note: 'x'.repeat(301) }, REJECT_MSG.noteLong],
    ] as const) {
      const res = await reject(id, act, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toBe(message);
    }
    expect((await w.activity(act)).status).toBe(4);
  });

  it("stores the reason, tells the creator, and shows it on their activity and the owner's list", async () => {
    const { id, c, act } = await submitted();
    const res = await reject(id, act, { reason: 'noMention' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await w.activity(act)).toMatchObject({ status: 3, rejectReason: 'noMention', rejectNote: null });
    const seen = res.body.data.campaign.participants.find((p: { id: string }) => p.id === act);
    expect(seen).toMatchObject({ rejectReason: 'noMention', rejectNote: null });
    const prev = (await w.get('/api/activities/prev', c)).body.data.activities;
    expect(prev.find((a: { id: string }) => a.id === act)).toMatchObject({
      status: 3,
      rejectReason: 'noMention',
    });
    const titles = (await w.get('/api/messages', c)).body.data.messages.map(
      (m: { title: string }) => m.title,
    );
    expect(titles).toContain(
      'Your submission to "Brunch post" was rejected: Does not mention us. You can appeal within 72 hours.',
    );
  });

  it('"other" carries the owner\'s words, which the operator sees on the appeal', async () => {
    const { id, c, act } = await submitted();
    const note = 'The post was deleted an hour later.';
    expect((await reject(id, act, { reason: 'other', note: `  ${note} ` })).status).toBe(200);
    expect(await w.activity(act)).toMatchObject({ rejectReason: 'other', rejectNote: note });
    const titles = (await w.get('/api/messages', c)).body.data.messages.map(
      (m: { title: string }) => m.title,
    );
    expect(titles).toContain(
      `Your submission to "Brunch post" was rejected: ${note}. You can appeal within 72 hours.`,
    );
    expect((await w.post(`/api/activities/${act}/appeal`, c, { note: 'It is still up.' })).status).toBe(200);
    const queue = (await w.get('/api/admin/appeals', await w.admin())).body.data;
    const item = (queue.appeals ?? queue.items).find(
      (a: { activity: { _id: string } }) => a.activity._id === act,
    );
    expect(item.activity).toMatchObject({
      rejectReason: 'other',
      rejectNote: note,
      proof: { state: 'unchecked' },
    });
  });

  it('an approval needs no reason and stores none', async () => {
    const { id, act } = await submitted();
    expect(
      (await w.post(`/api/campaigns/${id}/${act}`, biz, { approve: true, reason: 'other' })).status,
    ).toBe(200);
    expect(await w.activity(act)).toMatchObject({ status: 2, rejectReason: null, rejectNote: null });
  });
});
