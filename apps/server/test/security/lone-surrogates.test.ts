/**
 * A lone UTF-16 surrogate ("\ud800" in JSON) is no text: PostgreSQL's jsonb refuses it, so one that reached an audit
 * row was a 500. The shared text rule and the server-wide input check refuse it like a control character, with
 * the usual 400 and text, on the writes that audit what the user typed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MSG } from '@spruik/shared';
import { databaseKinds } from '../test-db';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';

const LONE = ['bad\ud800note', 'bad\udc00note', '😀'.slice(0, 1)];

describe.each(databaseKinds)('lone surrogates in audited text (%s)', (kind) => {
  let w: CampaignWorld;
  let owner: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind);
    owner = await w.business();
    await w.fund(owner, 1_000_000);
  });
  afterAll(() => w.close());

  const expectRefused = (res: { status: number; body: { errors?: string; code?: string } }, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body).toEqual({ errors: TEXT_MSG.specialCharacters, code: 'VALIDATION' });
  };

  it('refuses one in an appeal note, and takes the note once it is whole', async () => {
    const id = await w.live(owner, 4, { participantsShare: '2.00', participantsCount: 2 });
    const c = await w.customer({ instagramFollowers: 1500 });
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    expect((await w.decide(owner, id, act, false)).status).toBe(200);
    for (const note of LONE) expectRefused(await w.post(`/api/activities/${act}/appeal`, c, { note }), note);
    expect((await w.post(`/api/activities/${act}/appeal`, c, { note: 'Live with #ad 😀' })).status).toBe(200);
  });

  it("refuses one in the reason for declining a customer's social accounts", async () => {
    const admin = await w.admin();
    const c = await w.t.createUser(3);
    for (const reason of LONE) {
      expectRefused(await w.post(`/api/admin/users/${c.user.id}/decline-social`, admin, { reason }), reason);
    }
    const ok = await w.post(`/api/admin/users/${c.user.id}/decline-social`, admin, { reason: 'Private 😀' });
    expect(ok.status).toBe(200);
  });

  it('refuses one in the reason of a balance adjustment, and moves no money', async () => {
    const admin = await w.admin();
    const c = await w.customer();
    const adjust = async (reason: string) => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${c.user.id}/adjustments`,
        headers: { ...admin.auth, 'idempotency-key': randomUUID() },
        payload: { direction: 'credit', amount: '5', reason },
      });
      return { status: res.statusCode, body: res.json() };
    };
    for (const reason of LONE) expectRefused(await adjust(reason), reason);
    expect((await w.get('/api/users/me', c)).body.data.user.wallet).toBe(0);
    expect((await adjust('Goodwill 😀')).status).toBe(200);
  });
});
