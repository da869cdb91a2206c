import type { Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { campaignIdByTitle, CAFE, ensureCredit, newCustomer, unique } from './journeys';

/**
 * Campaign journeys: a business and a venue create campaigns in the browser, the operator verifies
 * them through the API, the demo customer joins and proves in the browser, the owner approves, and the money
 * (or the voucher) arrives.
 */

/**
 * Picks an end date a week after the earliest the picker allows (tomorrow), typed day/month/year into MUI X's
 * en-AU date picker.
 */
async function pickEndDate(page: Page) {
  const input = page.getByRole('textbox', { name: 'End date' });
  const min = await page.getByTestId('end-date').getAttribute('data-min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const day = new Date(Date.parse(`${min}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-');
  await input.fill(`${d}/${m}/${y}`);
  await expect(input).toHaveValue(`${d}/${m}/${y}`);
  return `${d}/${m}/${y}`;
}

/** Checks the snackbar's text, then closes it (on a phone it covers the form's bottom buttons). */
async function expectSnack(page: Page, text: string) {
  await expect(snackbar(page)).toHaveText(text);
  // An open dialog hides the rest of the page from the accessibility tree: find the button by CSS.
  await snackbar(page).locator('button').click();
  await expect(snackbar(page)).toHaveCount(0);
}

/** The customer opens an offer in a list, accepts it and sees it leave the list. */
async function acceptOffer(page: Page, title: string) {
  const card = page.getByTestId('offer-card').filter({ hasText: title });
  await card.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expectSnack(page, 'You joined a new campaign.');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
}

/** The customer proves an activity with a link and the ad disclosure; the shared rules answer first. */
async function submitProof(page: Page, title: string, link: string) {
  await page.goto('/my_activity');
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('activity-instruction')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectSnack(page, 'Please enter a valid link.');
  await dialog.getByLabel('Link to your post').fill(link);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectSnack(page, 'Please confirm the post is marked as an ad.');
  await dialog.getByRole('checkbox', { name: /marked as an ad/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectSnack(page, 'Thank you for your participation.');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('activity-card').filter({ hasText: title }).getByTestId('activity-status'),
  ).toHaveText('Submitted');
}

/** The owner opens the campaign from the list and approves the one participant. */
async function approveOnly(page: Page, listPath: string, title: string, handle: string) {
  await page.goto(listPath);
  await page.getByRole('link', { name: `open ${title}` }).click();
  await expect(page).toHaveURL(/\/campaign_details\?id=/);
  await expect(page.getByTestId('review-title')).toHaveText(title);
  await page.getByRole('button', { name: 'Participants & Approvals' }).click();
  const row = page.getByTestId('participant-row').filter({ hasText: handle });
  await expect(row.getByLabel('Marked as an ad')).toBeVisible();
  await row.getByRole('button', { name: `Approve ${handle}` }).click();
  // Nothing is committed before the owner confirms what will be paid.
  const confirm = page.getByRole('dialog', { name: `Approve ${handle}?` });
  await expect(confirm).toContainText(/goes to their (wallet|pocket)|voucher at your venue/);
  await expect(row.getByTestId('decision')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectSnack(page, 'Participant approved.');
  await expect(row.getByTestId('decision')).toHaveText('Approved');
  await expect(row.getByRole('button', { name: `Approve ${handle}` })).toHaveCount(0);
}

test('a business campaign runs from creation to the customer being paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const business = await as(request, DEMO.business);
  const admin = await as(request, DEMO.admin);
  const creator = await newCustomer(request, admin);
  await ensureCredit(request, business, 10);
  const title = unique('Latte art reel');

  // 1. The business creates a Create Content campaign and sees it pending.
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto('/new_campaign');
  for (const name of [
    'Increase Click',
    'Increase Followers',
    'Increase View',
    'Create Content',
    'Share On Social Media',
  ])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name: 'Create Content' }).click();
  await expect(page).toHaveURL(/\/create_campaign\?type=4$/);
  await expect(page.getByRole('radio', { name: 'YouTube' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'TikTok' })).toBeEnabled();

  await page.getByRole('button', { name: 'Preview' }).click();
  await expectSnack(page, 'Please fill out the form correctly.');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Link (optional)').fill('brewlab.example.com/brief');
  await page.getByLabel('Participant count').fill('2');
  await page.getByLabel('Payment per participant').fill('.5');
  await page.getByLabel('Conditions').fill('Film our latte art and tag us.');
  await pickEndDate(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectSnack(page, 'Enter a number like 0.5');
  await page.getByLabel('Payment per participant').fill('1');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectSnack(page, 'Which platform are you targeting?');
  await page.getByRole('radio', { name: 'Instagram' }).check();
  await expect(page.getByTestId('budget-note')).toContainText('Total budget $2.00');
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByTestId('type-name')).toHaveText('Create Content');
  await expect(preview.getByTestId('owner-name')).toHaveText('BrewLab Coffee Roasters');
  await expect(preview.getByTestId('preview-campaign-title')).toHaveText(title);
  await expect(preview.getByTestId('preview-reward')).toHaveText('Up to $ 1.00');
  await expect(preview.getByRole('link', { name: '@brewlab' })).toBeVisible();
  await preview.getByRole('button', { name: 'Back' }).click();
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'Preview' }).click();
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expectSnack(page, 'Campaign created.');
  await expect(page).toHaveURL(/\/business_campaigns$/);
  const card = page.getByTestId('campaign-card').filter({ hasText: title });
  await expect(card.getByTestId('campaign-pending')).toHaveText('pending');

  // 2. The operator verifies it; the business can now open it.
  const id = await campaignIdByTitle(business, title);
  await admin.post(`/api/admin/campaigns/${id}/verify`, { approve: true });
  await page.reload();
  await expect(card.getByRole('link', { name: `open ${title}` })).toBeVisible();

  // 3. The customer joins it and proves the post.
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/campaings');
  await expect(page.getByText('Join as many campaigns as you like and make a lot of money.')).toBeVisible();
  await page.getByTestId('offer-card').filter({ hasText: title }).click();
  const offer = page.getByRole('dialog', { name: title });
  await expect(offer.getByTestId('campaign-reward')).toHaveText('Up to $ 1.00');
  await expect(offer.getByTestId('owner-name')).toHaveText('BrewLab Coffee Roasters');
  await offer.getByRole('button', { name: 'Close' }).click();
  await acceptOffer(page, title);
  await submitProof(page, title, 'www.instagram.com/p/latte-art-e2e');

  // 4. The business sees the new message (badge, then seen), and approves.
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  const messagesTile = page.getByRole('link', { name: 'Messages' });
  await expect(messagesTile.locator('.MuiBadge-badge')).not.toHaveClass(/MuiBadge-invisible/);
  await messagesTile.click();
  const submission = page
    .getByTestId('message')
    .filter({ hasText: `New submission to decide on "${title}".` });
  await expect(submission).toHaveAttribute('data-event', '2');
  await expect(submission.getByLabel('New')).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: `"${title}" was verified` })).toHaveAttribute(
    'data-event',
    '1',
  );
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/business_home$/);
  await expect(messagesTile.locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);

  await approveOnly(page, '/business_campaigns', title, creator.handle);
  await page.getByRole('button', { name: 'Campaign Analytics' }).click();
  await expect(page.getByTestId('stat-accepted')).toHaveText('1');
  await expect(page.getByTestId('stat-participants')).toHaveText('1 / 2');
  // 4,200 Instagram followers: factor 0.75 of $1.00.
  await expect(page.getByTestId('stat-budget')).toHaveText('$0.75 / $2.00');
  await expect(page.getByTestId('stat-engagement')).toHaveText('50.00%');
  await expect(page.getByTestId('analytics-charts')).toBeVisible();

  // 5. The customer has the money and the activity is approved under Previous.
  await signIn(page, creator.email, DEMO_PASSWORD);
  const expected = '$0.75';
  await expect(page.getByTestId('my-wallet')).toHaveText(expected);
  await page.goto('/my_wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(expected);
  await expect(page.getByRole('link', { name: 'My Wallet' }).first()).toContainText(expected);
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  const done = page.getByTestId('activity-card').filter({ hasText: title });
  await expect(done.getByTestId('activity-status')).toHaveText('Approved');
  await done.click();
  await expect(page.getByTestId('activity-note')).toHaveText(
    'You are approved. $0.75 was added to your wallet.',
  );
});

test('a venue voucher campaign ends with a voucher for the customer', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The cafe (no TikTok account); the Laneway Bar's vouchers are another journey's.
  const venue = await as(request, CAFE);
  const admin = await as(request, DEMO.admin);
  const creator = await newCustomer(request, admin);
  const customer = creator.client;
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const venueId = venues.find((v) => v.name === 'Fitzroy Bean Cafe')!.id;
  // The demo world runs no campaign at the trattoria.
  const quietVenueId = venues.find((v) => v.name === 'St Kilda Trattoria')!.id;
  const title = unique('Martini night');

  // The venue creates the voucher campaign in the browser.
  await signIn(page, CAFE, DEMO_PASSWORD);
  await page.goto('/new_venue_campaign');
  await expect(page.getByRole('link', { name: 'New Credit Campaign' })).toBeVisible();
  await page.getByRole('link', { name: 'New Voucher Campaign' }).click();
  await expect(page).toHaveURL(/\/create_campaign\?type=7$/);
  await expect(page.getByLabel('Payment per participant')).toHaveCount(0);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Link', { exact: false }).first().fill('fitzroybean.example.com');
  await expect(page.getByRole('radio', { name: 'TikTok' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Instagram' }).check();
  await page.getByLabel('Participant count').fill('1');
  await page.getByLabel('Conditions').fill('Post your martini and tag us.');
  await pickEndDate(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectSnack(page, 'Please enter a free item or a discount amount.');
  await page.getByRole('radio', { name: 'Discount' }).check();
  await page.getByRole('textbox', { name: 'Discount' }).fill('150');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectSnack(page, 'Discount must be between 1% to 99%.');
  await page.getByRole('radio', { name: 'Free item' }).check();
  await page.getByRole('textbox', { name: 'Free item' }).fill('Espresso Martini');
  await page.getByRole('radio', { name: 'Discount' }).check();
  await expect(page.getByRole('textbox', { name: 'Discount' })).toHaveValue('');
  await page.getByRole('radio', { name: 'Free item' }).check();
  await expect(page.getByRole('textbox', { name: 'Free item' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Free item' }).fill('Espresso Martini');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByTestId('type-name')).toHaveText('Voucher Campaign');
  await expect(preview.getByTestId('owner-name')).toHaveText('Fitzroy Bean Cafe');
  await expect(preview.getByTestId('preview-reward')).toHaveText('Free Espresso Martini');
  await expect(preview.getByTestId('preview-visit')).toContainText('Creators must visit before posting');
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expectSnack(page, 'Campaign created.');
  await expect(page).toHaveURL(/\/venue_campaigns$/);
  await expect(
    page.getByTestId('campaign-card').filter({ hasText: title }).getByTestId('campaign-pending'),
  ).toBeVisible();

  const id = await campaignIdByTitle(venue, title);
  await admin.post(`/api/admin/campaigns/${id}/verify`, { approve: true });

  // The customer finds it on the venue's campaigns page, joins and proves.
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto(`/venues_campaigns?id=${quietVenueId}`);
  await expect(page.getByText('No active campaign for you at this time.')).toBeVisible();
  await page.goto(`/venues_campaigns?id=${venueId}`);
  await expect(
    page.getByTestId('offer-card').filter({ hasText: title }).getByText('Free Espresso Martini'),
  ).toBeVisible();
  await acceptOffer(page, title);
  // The campaign needs a visit: the creator checks in at the counter (visits.spec.ts drives it on screen).
  const { code } = await customer.post<{ code: string }>(`/api/venues/${venueId}/check-in`);
  await venue.post('/api/check-ins', { code });
  await submitProof(page, title, 'instagram.com/p/martini-e2e');

  // The venue approves; the customer holds the voucher.
  await signIn(page, CAFE, DEMO_PASSWORD);
  await approveOnly(page, '/venue_campaigns', title, creator.handle);

  const { vouchers } = await customer.get<{ vouchers: Array<{ prize: string | null; venue: string }> }>(
    '/api/vouchers',
  );
  expect(vouchers.some((v) => v.prize === 'Espresso Martini' && v.venue === venueId)).toBeTruthy();
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  await expect(page.getByTestId('activity-note')).toHaveText(
    'You are approved. Your voucher at Fitzroy Bean Cafe is in your wallet.',
  );
  await page.goto('/my_wallet');
  await page.getByRole('button', { name: 'Vouchers' }).click();
  await expect(
    page
      .getByTestId('voucher-row')
      .filter({ hasText: 'Espresso Martini' })
      .filter({ hasText: 'Fitzroy Bean Cafe' }),
  ).toBeVisible();
});

test('owner and customer lists load more as they scroll and stop at the end', async ({ page, request }) => {
  test.setTimeout(120_000);
  const business = await as(request, DEMO.business);
  const admin = await as(request, DEMO.admin);
  await ensureCredit(request, business, 1);
  const batch = unique('Scroll');
  const endDate = new Date(Date.now() + 5 * 86_400_000).toISOString();
  for (let i = 1; i <= 12; i++) {
    const { campaign } = await business.post<{ campaign: { id: string } }>('/api/campaigns', {
      type: 1,
      title: `${batch} #${i}`,
      conditions: 'Click through.',
      link: 'brewlab.example.com',
      platform: 'instagram',
      participantsCount: 1,
      participantsShare: 0.02,
      endDate,
    });
    await admin.post(`/api/admin/campaigns/${campaign.id}/verify`, { approve: true });
  }

  const pagesAsked = (re: RegExp) => {
    const asked: number[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (re.test(url.pathname)) asked.push(Number(url.searchParams.get('page')));
    });
    return asked;
  };

  await signIn(page, DEMO.business, DEMO_PASSWORD);
  const ownerPages = pagesAsked(/^\/api\/campaigns\/live$/);
  await page.goto('/business_campaigns');
  const cards = page.getByTestId('campaign-card').filter({ hasText: batch });
  await expect(cards.first()).toBeVisible();
  const { total } = await business.get<{ total: number }>('/api/campaigns/live');
  await expect(async () => {
    await page.getByTestId('list-end').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('campaign-card')).toHaveCount(total, { timeout: 1000 });
  }).toPass();
  await expect(cards).toHaveCount(12);
  expect(ownerPages).toContain(2);
  expect(Math.max(...ownerPages)).toBe(Math.ceil(total / 10));

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  const offerPages = pagesAsked(/^\/api\/campaigns$/);
  await page.goto('/campaings');
  const offers = page.getByTestId('offer-card').filter({ hasText: batch });
  await expect(offers.first()).toBeVisible();
  await expect(async () => {
    await page.getByTestId('list-end').scrollIntoViewIfNeeded();
    await expect(offers).toHaveCount(12, { timeout: 1000 });
  }).toPass();
  expect(offerPages).toContain(2);
});
