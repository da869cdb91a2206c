import { as, DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { campaignIdByTitle } from './journeys';

/**
 * The demo world a newcomer meets on a 390 px phone: real banner artwork, joined campaigns with
 * realistic views, material links on the campaign's own platform, and My Rewards showing the demo customer's
 * real voucher and pocket money, each opening its venue.
 */

test('the home banners are real images: full size, with white words and motifs on colour', async ({
  page,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByRole('img', { name: 'Announcement' }).first();
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(960);
  const look = await banner.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let white = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] > 235 && data[i + 1] > 235 && data[i + 2] > 235) white++;
      colours.add((data[i] >> 4) * 256 + (data[i + 1] >> 4) * 16 + (data[i + 2] >> 4));
    }
    return { height: img.naturalHeight, white: white / (data.length / 4), colours: colours.size };
  });
  expect(look.height).toBe(400);
  // Blank stripes had no white at all and a handful of tones.
  expect(look.white).toBeGreaterThan(0.01);
  expect(look.colours).toBeGreaterThan(20);
  await page.screenshot({ path: test.info().outputPath('home-banner-390.png') });
});

test('a joined demo campaign has more views than joins, and its material link is on its own platform', async ({
  page,
  request,
}) => {
  const business = await as(request, DEMO.business);
  const content = await campaignIdByTitle(business, 'Film your BrewLab morning ritual');
  const share = await campaignIdByTitle(business, 'Share our spring blend post');
  await signIn(page, DEMO.business, DEMO_PASSWORD);

  await page.goto(`/campaign_details?id=${content}`);
  await page.getByRole('button', { name: 'Campaign Analytics' }).click();
  const views = Number(await page.getByTestId('stat-views').textContent());
  const joined = Number(await page.getByTestId('stat-accepted').textContent());
  expect(joined).toBeGreaterThanOrEqual(2);
  expect(views).toBeGreaterThanOrEqual(joined + 5);

  // The TikTok share campaign shares a TikTok post.
  await page.goto(`/campaign_details?id=${share}`);
  await expect(page.getByTestId('review-type')).toBeVisible();
  const material = page.getByRole('link', { name: /tiktok\.com\/@brewlab\/video/ });
  await expect(material).toHaveAttribute('href', /^https:\/\/tiktok\.com\/@brewlab\/video\//);
});

test("My Rewards shows the demo customer's voucher and pocket money, each opening its venue", async ({
  page,
  request,
}) => {
  const customer = await as(request, DEMO.customer);
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const laneway = venues.find((v) => v.name === 'The Laneway Bar')!;
  const { pockets } = await customer.get<{ pockets: Array<{ venue: string; pocket: number }> }>(
    '/api/pockets',
  );
  const pocket = pockets.find((p) => p.venue === laneway.id);
  expect(pocket, 'the seeded pocket at The Laneway Bar').toBeTruthy();

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto('/my_rewards');
  // No sample cards any more: only real rewards.
  await expect(page.getByText('These are sample rewards', { exact: false })).toHaveCount(0);
  const voucher = page.getByTestId('reward-voucher').filter({ hasText: '20% off' });
  await expect(voucher.getByTestId('reward-venue')).toHaveText('The Laneway Bar');
  const money = page.getByTestId('reward-pocket').filter({ hasText: 'The Laneway Bar' });
  await expect(money.getByTestId('reward-title')).toHaveText(`$${pocket!.pocket.toFixed(2)} to spend`);
  await page.screenshot({ path: test.info().outputPath('my-rewards-390.png'), fullPage: true });

  await voucher.getByRole('link', { name: '20% off at The Laneway Bar' }).click();
  await expect(page).toHaveURL(new RegExp(`/venue\\?id=${laneway.id}$`));
  await expect(page.getByRole('heading', { name: 'The Laneway Bar' })).toBeVisible();
  await page.goBack();
  // The pocket opens its own detail (its history); the venue is one tap further.
  await page.getByTestId('reward-pocket').filter({ hasText: 'The Laneway Bar' }).getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Pocket at The Laneway Bar' });
  await expect(detail.getByTestId('pocket-balance')).toHaveText(`$${pocket!.pocket.toFixed(2)}`);
  await detail.getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL(new RegExp(`/venue\\?id=${laneway.id}$`));
});
