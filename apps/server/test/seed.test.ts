import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../src/db/seed/index';
import { seedDemoActivity } from '../src/db/seed/demo-activity';
import sharp from 'sharp';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { announcements, campaigns, organisations } from '../src/db/schema';
import { createImageStore } from '../src/features/images/image-store';
import { bannerPng, BANNER_HEIGHT, BANNER_WIDTH } from '../src/db/seed/banners';
import { demoAnnouncements } from '../src/db/seed/demo-data';
import { checkLedger } from '../src/ledger';
import { createTestApp, type TestApp } from './test-app';
import { expectKindsFitRoles } from './push-events/helpers';

/** The demo world a newcomer sees: every role signs in, and the money in it is all in a green ledger. */
describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 100000 } } });
    // The seed dates campaigns from the real clock.
    t.clock.set(new Date());
    expect(await seedDemoWorld(t.app.deps)).not.toBeNull();
    await seedDemoActivity(t.app);
    // The whole demo world through the API (sign-ins, top-ups, campaigns, views): slow on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  const me = async (email: string) => {
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email, password: 'Password123!' },
    });
    expect(signin.statusCode, email).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${signin.json().data.accessToken}` },
    });
    return res.json().data.user;
  };

  it('lets every demo role sign in, with earnings, credit and a Legend', async () => {
    const chloe = await me('customer@spruik.app');
    expect(chloe.wallet).toBeGreaterThanOrEqual(20);
    expect(chloe.energy).toBe(50);
    expect((await me('legend@spruik.app')).legendCode).toBe('LIAM2024');
    expect((await me('business@spruik.app')).details.credit).toBeGreaterThan(0);
    expect((await me('venue@spruik.app')).details.credit).toBeGreaterThan(0);
    expect((await me('admin@spruik.app')).role).toBe(4);
  });

  it('keeps the ledger green', async () => {
    const check = await checkLedger(t.db);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('draws real banners: full size, with white words and motifs on the colours, not blank stripes', async () => {
    for (const art of demoAnnouncements) {
      const png = await bannerPng(art);
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({
        width: BANNER_WIDTH,
        height: BANNER_HEIGHT,
        format: 'png',
      });
      // The words and motifs are white: the share of near-white pixels is well above none (stripes had none).
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let white = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (data[i] > 235 && data[i + 1] > 235 && data[i + 2] > 235) white++;
      expect(white / (info.width * info.height), art.title).toBeGreaterThan(0.01);
    }
  });

  it('stores its logos and banners as uploads are stored: WebP under a generated name, in the image store', async () => {
    const banners = await t.db.select({ name: announcements.imageUrl }).from(announcements);
    const logos = await t.db
      .select({ name: organisations.logo })
      .from(organisations)
      .where(isNotNull(organisations.logo));
    expect(banners).toHaveLength(demoAnnouncements.length);
    expect(logos.length).toBeGreaterThan(3);
    const store = createImageStore(t.config);
    for (const { name } of [...banners, ...logos]) {
      expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const meta = await sharp((await store.get(name!))!).metadata();
      expect(meta.format, name!).toBe('webp');
    }
    const banner = await sharp((await store.get(banners[0].name))!).metadata();
    expect([banner.width, banner.height]).toEqual([BANNER_WIDTH, BANNER_HEIGHT]);
  });

  it('gives every joined campaign more views than joins, and links material to its own platform', async () => {
    const rows = await t.db
      .select({
        title: campaigns.title,
        platform: campaigns.platform,
        link: campaigns.link,
        views: campaigns.viewsCount,
        joined:
          sql<number>`(select count(*) from activities a where a.campaign_id = "campaigns"."id")`.mapWith(
            Number,
          ),
      })
      .from(campaigns)
      .where(eq(campaigns.isVerified, true));
    const joined = rows.filter((r) => r.joined > 0);
    expect(joined.length).toBeGreaterThan(3);
    for (const r of joined) expect(r.views, r.title).toBeGreaterThanOrEqual(r.joined + 5);
    // A link to a social platform is to the campaign's platform (a web page is fine for any).
    for (const r of rows) {
      const host = r.link ? new URL(r.link).hostname.replace(/^www\./, '') : '';
      const social = ['instagram.com', 'tiktok.com', 'youtube.com'].find((h) => host === h);
      if (social) expect(social, r.title).toBe(`${r.platform ?? 'instagram'}.com`);
    }
  });

  it('gives every demo account its own phone number, so the trust flags start empty', async () => {
    const shared = await t.app.deps.db.execute(
      sql`select phone, count(*)::int as n from users where phone <> '' group by phone having count(*) > 1`,
    );
    expect((shared as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  // Every message the demo world's walk wrote has a push kind its recipient's role may get (docs/push.md "Events").
  it("names on every message a push kind the recipient's role may receive", async () => {
    await expectKindsFitRoles(t.db);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoWorld(t.app.deps)).toBeNull();
  });
});
