import type { Locator, Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { earnVoucher, ensureCredit, join, liveCampaign, unique } from './journeys';

/**
 * The owner: whole menu names on a 360 px phone, not enough credit said on the campaign form with
 * Add Credit and back (what was typed kept), and ending a campaign that waits for an appeal said before the
 * confirmation. Screenshots at 390 px of the touched screens land in test-results/.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}`, fullPage: true });
}

/** The element shows all of its text: nothing cut off or hidden behind an ellipsis. */
async function expectWhole(el: Locator, text: string) {
  await expect(el).toBeVisible();
  await expect(el).toHaveText(text);
  const fits = await el.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  expect(fits.scroll, `scrollWidth ${fits.scroll} > clientWidth ${fits.client}`).toBeLessThanOrEqual(
    fits.client,
  );
}

test('the menu editor shows whole category and item names at 360 px', async ({ page, request }) => {
  const venue = await as(request, DEMO.venue);
  const tag = Date.now().toString(36);
  const category = `Especially seasonal breakfasts ${tag}`;
  const item = `Extraordinarily long smashed avocado on sourdough ${tag}`;
  const { menu } = await venue.post<{ menu: { categories: Array<{ id: string; name: string }> } }>(
    '/api/menus/categories',
    { name: category },
  );
  const created = menu.categories.find((c) => c.name === category)!;
  await venue.post(`/api/menus/categories/${created.id}/items`, { name: item, price: '18.50' });

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await page.goto('/menu');
  const section = page.getByRole('region', { name: category });
  await expectWhole(section.getByTestId('menu-category-name'), category);
  await expectWhole(section.getByTestId('menu-item-name'), item);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/owner-menu-360.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/owner-menu-390.png' });
  // The narrowest phone we support: still whole.
  await page.setViewportSize({ width: 320, height: 700 });
  await expectWhole(section.getByTestId('menu-item-name'), item);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/owner-menu-320.png' });
});

test('not enough credit shows on the form as the figures are typed; Add Credit comes back with them', async ({
  page,
}) => {
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto('/create_campaign?type=4');
  const title = unique('Big budget');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Link (optional)').fill('brewlab.example.com/brief');
  await page.getByLabel('Conditions').fill('Film our latte art and tag us.');
  await page.getByLabel('Participant count').fill('2000');
  await page.getByLabel('Payment per participant').fill('5');
  const note = page.getByTestId('budget-note');
  await expect(note).toContainText('Not enough credit. Please add credit first.');
  await expect(note).toContainText('The total budget is $10000.00');
  await shot(page, 'owner-not-enough-credit-390.png');

  await note.getByRole('link', { name: 'Add Credit' }).click();
  await expect(page).toHaveURL(/\/credit\?return=/);
  await shot(page, 'owner-credit-back-390.png');
  await page.getByTestId('back-to-form').getByRole('link', { name: 'Back to your campaign' }).click();
  await expect(page).toHaveURL(/\/create_campaign\?type=4&draft=1$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Link (optional)')).toHaveValue('brewlab.example.com/brief');
  await expect(page.getByLabel('Participant count')).toHaveValue('2000');
  await expect(page.getByLabel('Payment per participant')).toHaveValue('5');
  await expect(page.getByLabel('Conditions')).toHaveValue('Film our latte art and tag us.');
  await expect(page.getByTestId('budget-note')).toContainText('Not enough credit.');

  // A link longer than the field takes stays whole and the field says so.
  const long = `brewlab.example.com/${'a'.repeat(100)}`;
  await page.getByLabel('Link (optional)').fill(long);
  await expect(page.getByLabel('Link (optional)')).toHaveValue(long);
  await expect(page.getByText('Link must contain less than 100 characters. This one has 120.')).toBeVisible();
  await shot(page, 'owner-long-link-390.png');
});

test('ending a campaign that waits for an appeal is said before the confirmation, with the date', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 4);
  const title = unique('Appealable');
  const id = await liveCampaign(business, admin, {
    type: 4,
    title,
    link: 'www.instagram.com/p/e2e-owner',
    platform: 'instagram',
    participantsCount: 2,
    participantsShare: '2.00',
  });
  const creator = await join(request, admin, id);
  await creator.client.post(`/api/activities/${creator.activityId}/submit`, {
    link: 'https://www.instagram.com/p/e2e-owner/',
    disclosed: true,
  });
  await business.post(`/api/campaigns/${id}/${creator.activityId}`, {
    approve: false,
    reason: 'notLabelled',
  });

  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto(`/campaign_details?id=${id}`);
  await expect(page.getByTestId('review-title')).toHaveText(title);
  await expect(page.getByRole('button', { name: 'End campaign' })).toBeDisabled();
  await expect(page.getByTestId('end-blocked')).toContainText(
    /may still appeal your rejection until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. You can end this campaign from then\./,
  );
  await shot(page, 'owner-end-blocked-390.png');
});

test('the venue withdraws beside Withdrawable, and its payments name the voucher redeemed', async ({
  page,
  request,
}) => {
  // The demo customer pays at The Laneway Bar (the demo venue), redeeming a voucher earned for this journey
  // (the seeded 20% off stays for the journeys that show it).
  const customer = await as(request, DEMO.customer);
  await earnVoucher(await as(request, DEMO.venue), await as(request, DEMO.admin), customer);
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const laneway = venues.find((v) => v.name === 'The Laneway Bar')!;
  const { vouchers } = await customer.get<{ vouchers: Array<{ id: string; discount: number | null }> }>(
    `/api/vouchers?notUsed=true&venue=${laneway.id}`,
  );
  const earned = vouchers.filter((v) => v.discount === 15);
  expect(earned.length, 'the voucher just earned at The Laneway Bar').toBeGreaterThan(0);
  const { payment } = await customer.post<{ payment: { confirmationCode: string } }>('/api/payments', {
    wallet: 0.5,
    pocket: 0,
    venueID: laneway.id,
    redeemID: earned[0].id,
  });

  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await page.goto('/venue_credit');
  const withdrawable = page.getByTestId('withdrawable').locator('..');
  await expect(withdrawable.getByRole('button', { name: 'Withdraw Money' })).toBeVisible();
  await shot(page, 'owner-venue-credit-390.png');
  await page.setViewportSize({ width: 320, height: 700 });
  await shot(page, 'owner-venue-credit-320.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments');
  const card = page.getByTestId('venue-payment').filter({ hasText: payment.confirmationCode });
  await expect(card.getByTestId('payment-voucher')).toContainText('Voucher redeemed: ');
  await shot(page, 'owner-venue-payments-390.png');
});
