/**
 * Clicks for "Increase Click" (docs/connected-accounts.md, "Reach and clicks"): each type 1 participant shares
 * their own /l/{code}, which redirects to the owner's link and counts one click per visitor per hour, bots left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWorld, type CampaignWorld, type Person } from './helpers';

const HOUR = 3_600_000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OTHER_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('type 1 short links and their clicks', () => {
  let w: CampaignWorld;
  let biz: Person;
  let campaignId: string;
  let ava: { person: Person; act: string; link: string };
  let ben: { person: Person; act: string; link: string };

  const click = (code: string, ua: string | undefined, ip = '203.0.113.7') =>
    w.t.app.inject({
      method: 'GET',
      url: `/l/${code}`,
      remoteAddress: ip,
      headers: ua === undefined ? {} : { 'user-agent': ua },
    });
  const codeOf = (link: string) => link.split('/l/')[1]!;

  /** A participant's link as their activity shows it. */
  async function join(name: string) {
    const person = await w.customer({ name });
    const act = await w.accept(person, campaignId);
    const res = await w.get('/api/activities/current', person);
    const item = res.body.data.activities.find((a: { id: string }) => a.id === act);
    return { person, act, link: item.clickLink as string };
  }

  beforeAll(async () => {
    w = await campaignWorld('pglite');
    biz = await w.business();
    await w.fund(biz, 1_000_000);
    campaignId = await w.live(biz, 1, { link: 'www.example.com/menu', participantsCount: 5 });
    ava = await join('Ava');
    ben = await join('Ben');
  });
  afterAll(() => w.close());

  it("gives each participant their own link on Spruik's domain", () => {
    expect(ava.link).toMatch(/^http:\/\/localhost:3000\/l\/[A-Za-z0-9_-]{8,10}$/);
    expect(ben.link).toMatch(/^http:\/\/localhost:3000\/l\/[A-Za-z0-9_-]{8,10}$/);
    expect(ava.link).not.toBe(ben.link);
  });

  it("redirects to the owner's link (https) and counts the click", async () => {
    const res = await click(codeOf(ava.link), BROWSER);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.example.com/menu');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does not count a crawler, a missing browser, or the same visitor again within the hour', async () => {
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      undefined,
    ]) {
      const res = await click(codeOf(ava.link), ua);
      // Crawlers still reach the owner's page: only the count leaves them out.
      expect(res.statusCode).toBe(302);
    }
    await click(codeOf(ava.link), BROWSER);
    const details = (await w.get(`/api/campaigns/${campaignId}`, biz)).body.data.campaign;
    expect(details.participants.find((p: { id: string }) => p.id === ava.act).clicks).toBe(1);
  });

  it('counts another visitor, and the same visitor again in a new hour', async () => {
    await click(codeOf(ava.link), OTHER_BROWSER); // another browser on the same address
    await click(codeOf(ava.link), BROWSER, '198.51.100.20'); // another address
    w.t.clock.advance(HOUR);
    await click(codeOf(ava.link), BROWSER);
    await click(codeOf(ben.link), BROWSER);

    const res = await w.get(`/api/campaigns/${campaignId}`, biz);
    expect(res.status).toBe(200);
    const { analytics, participants } = res.body.data.campaign;
    const clicksOf = (act: string) => participants.find((p: { id: string }) => p.id === act).clicks;
    expect(clicksOf(ava.act)).toBe(4);
    expect(clicksOf(ben.act)).toBe(1);
    expect(analytics.clicks).toBe(5);
  });

  it('answers a 404 page for a code that is not ours, whatever its shape', async () => {
    for (const code of ['ZZZZZZZZ', 'x', '%00', 'a'.repeat(90), "'or'1'='1"]) {
      const res = await click(encodeURIComponent(code), BROWSER);
      expect(res.statusCode, code).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This link does not exist');
    }
  });

  it('only type 1 has links and clicks', async () => {
    const other = await w.live(biz, 4);
    const c = await w.customer();
    const act = await w.accept(c, other);
    const item = (await w.get('/api/activities/current', c)).body.data.activities.find(
      (a: { id: string }) => a.id === act,
    );
    expect(item.clickLink).toBeNull();
    const details = (await w.get(`/api/campaigns/${other}`, biz)).body.data.campaign;
    expect(details.analytics.clicks).toBeNull();
    expect(details.participants[0].clicks).toBeNull();
  });

  it('still pays type 1 on the creator\'s "Done": clicks are shown, not paid by', async () => {
    const res = await w.submit(ava.person, ava.act, {});
    expect(res.status).toBe(200);
    expect((await w.activity(ava.act)).status).toBe(2);
    await w.expectLedgerOk();
  });
});
