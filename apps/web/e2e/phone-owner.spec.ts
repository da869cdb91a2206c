import { as, DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { ensureCredit, join, liveCampaign, unique } from './journeys';

/**
 * Owner screens on a 390 px phone: Campaign Analytics speaks one vocabulary in its figures and its
 * chart (joined, submitted, approved, free places) with the engagement rate of docs/spec.md, Campaigns, and a venue's campaign details
 * show what the campaign brought back (the server's attribution: redemptions and cost per redemption).
 */

const proof = { link: 'https://www.instagram.com/p/e2e-owner/', disclosed: true };
/** Where this file's campaigns point. */
const post = { link: 'www.instagram.com/p/e2e-owner', platform: 'instagram' };

test('campaign analytics use one vocabulary in figures and chart, with the engagement rate of approved creators', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 8);
  const title = unique('Vocabulary');
  const id = await liveCampaign(business, admin, {
    ...post,
    type: 4,
    title,
    participantsCount: 4,
    participantsShare: '2.00',
  });
  // Three creators join: one is approved, one waits for a decision, one has not submitted yet.
  const approved = await join(request, admin, id);
  await approved.client.post(`/api/activities/${approved.activityId}/submit`, proof);
  await business.post(`/api/campaigns/${id}/${approved.activityId}`, { approve: true });
  const waiting = await join(request, admin, id);
  await waiting.client.post(`/api/activities/${waiting.activityId}/submit`, proof);
  await join(request, admin, id);

  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto(`/campaign_details?id=${id}`);
  await page.getByRole('button', { name: 'Campaign Analytics' }).click();
  await expect(page.getByTestId('stat-accepted')).toHaveText('3');
  await expect(page.getByTestId('stat-submitted')).toHaveText('2');
  await expect(page.getByTestId('stat-participants')).toHaveText('1 / 4');
  await expect(page.getByTestId('stat-free')).toHaveText('1');
  // docs/spec.md, Campaigns: approved / places as a percent, 2 decimals.
  await expect(page.getByTestId('stat-engagement')).toHaveText('25.00%');
  const analytics = page.locator('#analytics-content');
  for (const label of ['Joined', 'Submitted', 'Approved / places', 'Free places'])
    await expect(analytics.getByText(label, { exact: true }).first()).toBeVisible();
  // The old second vocabulary is gone.
  await expect(analytics.getByText(/Accepted/)).toHaveCount(0);

  // The chart's bars carry the same four words, in the creator's order.
  const chart = page.getByTestId('analytics-charts');
  await expect(chart).toBeVisible();
  const ticks = chart
    .getByTestId('places-chart')
    .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
  await expect(ticks).toHaveText(['Joined', 'Submitted', 'Approved', 'Free places']);
  await page.screenshot({ path: test.info().outputPath('analytics-390.png'), fullPage: true });
});

test('a venue sees what its credit campaign brought back: redemptions and cost per redemption', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const venue = await as(request, DEMO.venue);
  await ensureCredit(request, venue, 10);
  const title = unique('Pocket night');
  const id = await liveCampaign(venue, admin, {
    ...post,
    type: 6,
    title,
    participantsCount: 2,
    participantsShare: '5.00',
    // What the campaign brought back is this journey's; the visit gate has its own (visits.spec.ts).
    requiresVisit: false,
  });
  // A creator is approved ($5.00 pocket money at the venue) and spends $3.00 of it there.
  const creator = await join(request, admin, id);
  await creator.client.post(`/api/activities/${creator.activityId}/submit`, proof);
  await venue.post(`/api/campaigns/${id}/${creator.activityId}`, { approve: true });
  const { user } = await venue.get<{ user: { _id: string } }>('/api/users/me');
  await creator.client.post('/api/payments', { wallet: 0, pocket: 3, venueID: user._id });

  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await page.goto(`/campaign_details?id=${id}`);
  await page.getByRole('button', { name: 'Redemptions' }).click();
  const attribution = page.getByTestId('attribution');
  await expect(attribution.getByTestId('attr-paid')).toHaveText('$5.00');
  await expect(attribution.getByTestId('attr-spent')).toHaveText('$3.00');
  await expect(attribution.getByTestId('attr-payments')).toHaveText('1');
  await expect(attribution.getByTestId('attr-redemptions')).toHaveText('1');
  // Escrow spent ($5.00) / 1 redemption.
  await expect(attribution.getByTestId('attr-cost')).toHaveText('$5.00');
  await page.screenshot({ path: test.info().outputPath('attribution-390.png'), fullPage: true });

  // A business has no venue to bring anyone back to: no Redemptions section.
  const business = await as(request, DEMO.business);
  const { campaigns } = await business.get<{ campaigns: Array<{ id: string }> }>(
    '/api/campaigns/live?limit=1',
  );
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto(`/campaign_details?id=${campaigns[0].id}`);
  await expect(page.getByRole('button', { name: 'Campaign Review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redemptions' })).toHaveCount(0);
});
