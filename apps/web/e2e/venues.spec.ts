import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as plainTest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, snackbar, stubOutsideRequests, test } from './fixtures';
import { inDays } from './journeys';

const here = path.dirname(fileURLToPath(import.meta.url));
const FOOD_PNG = readFileSync(path.join(here, 'assets/food.png'));
const VENUE_NAME = 'The Laneway Bar';
// ---- set-up through the API: the demo customer earns wallet money, a pocket and a voucher at the venue ----

type Json = Record<string, unknown>;

async function token(request: APIRequestContext, email: string) {
  const res = await request.post('/api/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

function as(request: APIRequestContext, bearer: string) {
  const headers = { Authorization: `Bearer ${bearer}` };
  const check = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await res.json()) as { data?: Json; errors?: string };
    expect(res.ok(), `${res.url()}: ${JSON.stringify(body)}`).toBeTruthy();
    return body.data as Json;
  };
  return {
    get: async (url: string) => check(await request.get(url, { headers })),
    post: async (url: string, data: Json = {}) => check(await request.post(url, { headers, data })),
  };
}

/** A sandbox top-up (the TEST MODE checkout), paid and verified: the real money-in path. */
async function topUp(request: APIRequestContext, who: ReturnType<typeof as>, amount: number) {
  const { url } = (await who.post('/api/transaction/stripe', { amount })) as { url: string };
  const session = new URL(url, 'http://x').pathname.split('/sandbox/checkout/')[1];
  const done = await request.post(`/sandbox/checkout/${session}/complete`, { maxRedirects: 0 });
  const result = new URL(done.headers().location ?? '', 'http://x');
  await who.get(
    `/api/transaction/verify?transactionId=${result.searchParams.get('token')}&session_id=${result.searchParams.get('session_id')}`,
  );
}

/**
 * The demo seed gives the demo customer wallet money, a pocket and a voucher at The Laneway Bar. Whatever is
 * missing (an older seed, or money spent by an earlier run on a reused server) is earned here through the
 * real paths: sandbox top-ups, campaigns verified by the admin, joined, submitted and approved.
 */
async function ensureCustomerCanPay(request: APIRequestContext) {
  const customer = as(request, await token(request, DEMO.customer));
  const { venues } = (await customer.get('/api/venues')) as { venues: Array<{ id: string; name: string }> };
  const venueId = venues.find((v) => v.name === VENUE_NAME)!.id;
  const { user } = (await customer.get(`/api/payments/${venueId}/credit`)) as {
    user: { wallet: number; pocket: number };
  };
  const { vouchers } = (await customer.get(`/api/vouchers?notUsed=true&venue=${venueId}`)) as {
    vouchers: unknown[];
  };
  const needWallet = user.wallet < 5.5;
  const needPocket = user.pocket < 4;
  const needVoucher = vouchers.length === 0;
  if (!needWallet && !needPocket && !needVoucher) return;

  const venue = as(request, await token(request, DEMO.venue));
  const business = as(request, await token(request, DEMO.business));
  const admin = as(request, await token(request, DEMO.admin));
  const base = {
    conditions: 'Tag us in your post.',
    participantsCount: 1,
    endDate: inDays(3),
    link: 'www.instagram.com/p/e2e',
    platform: 'instagram',
  };
  const create = async (who: ReturnType<typeof as>, body: Json) => {
    const data = (await who.post('/api/campaigns', { ...base, ...body })) as { campaign: { id: string } };
    await admin.post(`/api/admin/campaigns/${data.campaign.id}/verify`, { approve: true });
    const accepted = (await customer.post(`/api/campaigns/${data.campaign.id}/accept`)) as {
      activity: { id: string };
    };
    return { campaignId: data.campaign.id, activityId: accepted.activity.id };
  };
  const proof = { link: 'instagram.com/p/e2e-proof', disclosed: true };
  if (needWallet) {
    // An Increase Click campaign pays on submit ($20 x the follower factor).
    await topUp(request, business, 20);
    const click = await create(business, { type: 1, title: 'E2E click', participantsShare: '20.00' });
    await customer.post(`/api/activities/${click.activityId}/submit`, {});
  }
  if (needPocket || needVoucher) await topUp(request, venue, 20);
  for (const [needed, body] of [
    // Paying and redeeming are this journey's; the visit gate has its own (visits.spec.ts).
    [needPocket, { type: 6, title: 'E2E credit', participantsShare: '10.00', requiresVisit: false }],
    [needVoucher, { type: 7, title: 'E2E voucher', discount: 20, requiresVisit: false }],
  ] as Array<[boolean, Json]>) {
    if (!needed) continue;
    const c = await create(venue, body);
    await customer.post(`/api/activities/${c.activityId}/submit`, proof);
    await venue.post(`/api/campaigns/${c.campaignId}/${c.activityId}`, { approve: true });
  }
}

/** Cents from a shown amount such as '$12.50' or 'Maximum $12.50'. */
const centsIn = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('a customer finds a venue on the map, reads the menu, pays and redeems, and the venue sees it live', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await stubOutsideRequests(page.context(), baseURL!);
  await ensureCustomerCanPay(request);

  // The venue's staff keep /payments open: it must show the payment without a reload.
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await stubOutsideRequests(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  const staffErrors: string[] = [];
  staff.on('pageerror', (e) => staffErrors.push(e.message));
  await signIn(staff, DEMO.venue, DEMO_PASSWORD);
  await staff.getByRole('link', { name: 'Payments' }).first().click();
  await expect(staff).toHaveURL(/\/payments$/);
  await expect(staff.getByRole('tab', { name: 'Payments' })).toBeVisible();

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Venues' }).click();
  await expect(page).toHaveURL(/\/venues$/);
  const marker = await pinOf(page, VENUE_NAME);
  expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
  await marker.click();
  await expect(marker.locator('.spruik-pin--selected')).toHaveCount(1);
  const selected = page.getByTestId('selected-venue');
  await expect(selected).toContainText(VENUE_NAME);
  await selected.getByRole('link', { name: 'Go' }).click();

  await expect(page).toHaveURL(/\/venue\?id=/);
  await expect(page.getByTestId('venue-name')).toHaveText(VENUE_NAME);
  await expect(page.getByTestId('venue-pocket')).toHaveText(/^\$\d+\.\d\d$/);
  const venueId = new URL(page.url()).searchParams.get('id');
  const pocketBefore = centsIn(await page.getByTestId('venue-pocket').textContent());
  expect(pocketBefore).toBeGreaterThanOrEqual(400);
  const main = page.getByRole('main');
  for (const tile of ['Menu', 'Entertainment', 'Website/Booking', 'Campaigns', 'Direction'])
    await expect(
      main.getByRole('link', { name: tile }).or(main.getByRole('button', { name: tile })),
    ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Direction' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(main.getByRole('link', { name: 'Website/Booking' })).toHaveAttribute('target', '_blank');

  await main.getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/venue_menu\?id=/);
  await expect(page.getByRole('heading', { name: `${VENUE_NAME} menu` })).toBeVisible();
  await expect(page.getByTestId('menu-item').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan' })).toBeVisible(); // Gold
  const ingredients = page.getByRole('button', { name: /^Ingredients of / }).first();
  if (await ingredients.count()) {
    await ingredients.click();
    await expect(page.getByRole('dialog')).toContainText('Ingredients');
    await page.getByRole('button', { name: 'Close' }).click();
  }
  await page.goBack();

  await page.getByRole('link', { name: 'Pay/Redeem' }).click();
  await expect(page).toHaveURL(/\/payment\?id=/);
  await expect(page.getByText(`Maximum ${dollars(pocketBefore)}`)).toBeVisible();
  const walletBefore = centsIn(await page.getByText('Maximum').first().textContent());
  const wallet = page.getByLabel('From my wallet');
  const pocket = page.getByLabel('From my pocket here');
  // More than the pocket holds is refused on the spot; 3 decimals cannot be typed.
  await pocket.fill(((pocketBefore + 1) / 100).toFixed(2));
  await expect(page.getByText('You do not have enough in your pocket at this venue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await pocket.fill('4');
  await wallet.fill('5.50');
  await wallet.pressSequentially('9');
  await expect(wallet).toHaveValue('5.50');
  await expect(page.getByTestId('pay-total')).toHaveText('$9.50');
  const pick = page.getByRole('button', { name: 'Voucher 20% off' }).first();
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm and pay' })
    .click();

  await expect(snackbar(page)).toContainText('Successfully paid');
  await expect(page).toHaveURL(/\/payment_receipt\?id=/);
  await expect(page.getByTestId('receipt-venue')).toHaveText(VENUE_NAME);
  await expect(page.getByTestId('receipt-voucher')).toContainText('20% off');
  await expect(page.getByTestId('receipt-total')).toContainText('$9.50');
  const code = (await page.getByTestId('confirmation-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const clock = page.getByTestId('receipt-clock');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByTestId('live-seal')).toBeVisible();
  await expect(page.getByRole('link', { name: /My Wallet/ }).last()).toHaveAttribute('href', '/my_wallet');

  // Staff see the payment (with its code) and the used voucher without reloading.
  const payment = staff.getByTestId('venue-payment').filter({ hasText: code });
  await expect(payment).toBeVisible({ timeout: 10_000 });
  await expect(payment).toContainText('@chloe.eats');
  await expect(payment).toContainText('$9.50');
  await staff.getByRole('tab', { name: 'Vouchers' }).click();
  // The 20% just redeemed (earlier journeys redeem 15% vouchers here too).
  const voucher = staff
    .getByTestId('venue-voucher')
    .filter({ hasText: /Used / })
    .filter({ hasText: '20%' })
    .first();
  await expect(voucher).toContainText('@chloe.eats');
  await expect(voucher).toContainText('20%');
  expect(staffErrors).toEqual([]);
  await staffContext.close();

  // The balances moved by exactly what was paid.
  await page.goto('/home');
  await expect(page.getByTestId('my-wallet')).toHaveText(dollars(walletBefore - 550));
  await page.goto(`/venue?id=${venueId}`);
  await expect(page.getByTestId('venue-pocket')).toHaveText(dollars(pocketBefore - 400));
});

test('a venue builds its menu: a category, an item with an image, an edit and a delete', async ({ page }) => {
  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Menu' }).first().click();
  await expect(page).toHaveURL(/\/menu$/);

  const category = `E2E Specials ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add a new category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a new category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a category name.')).toBeVisible();
  await dialog.getByLabel('Category name').fill(category);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toContainText('Menu updated.');
  const section = page.getByRole('region', { name: category });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: `Add item to ${category}` }).click();
  dialog = page.getByRole('dialog', { name: 'Add food' });
  await dialog.getByLabel('Food Name').fill('Smashed avo');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name and price are required.')).toBeVisible();
  await dialog.getByLabel('Food Price').fill('14.5');
  await dialog.getByLabel('Food Ingredients').fill('Avocado, feta, lemon, sourdough');
  await dialog
    .getByLabel('Food image')
    .setInputFiles({ name: 'food.png', mimeType: 'image/png', buffer: FOOD_PNG });
  await expect(dialog.getByRole('img', { name: 'Food image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toContainText('Menu updated.');
  const row = section.getByTestId('menu-item').filter({ hasText: 'Smashed avo' });
  await expect(row).toContainText('$14.50');

  await row.getByRole('button', { name: 'Image of Smashed avo' }).click();
  const img = page.getByRole('dialog').getByRole('img', { name: 'Smashed avo' });
  await expect(img).toBeVisible();
  // Stored as WebP (the upload was a PNG), and the browser shows it at its size.
  expect(await img.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(24);
  await page.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Ingredients of Smashed avo' }).click();
  await expect(page.getByRole('dialog')).toContainText('Avocado, feta, lemon, sourdough');
  await page.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Edit Smashed avo' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit food' });
  await expect(dialog.getByLabel('Food Price')).toHaveValue('14.50');
  await dialog.getByLabel('Food Name').fill('Smashed avocado');
  await dialog.getByLabel('Food Price').fill('15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toContainText('Item edited successfully.');
  const edited = section.getByTestId('menu-item').filter({ hasText: 'Smashed avocado' });
  await expect(edited).toContainText('$15.00');
  // The edit without a new image kept the picture.
  await expect(edited.getByRole('button', { name: 'Image of Smashed avocado' })).toBeVisible();

  await section.getByRole('button', { name: `Edit category ${category}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit category' });
  await dialog.getByLabel('Category name').fill(`${category} II`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toContainText('Item edited successfully.');
  const renamed = page.getByRole('region', { name: `${category} II` });

  await renamed.getByRole('button', { name: 'Delete Smashed avocado' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this item?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page)).toContainText('Item deleted successfully.');
  await expect(renamed.getByTestId('menu-item')).toHaveCount(0);

  await renamed.getByRole('button', { name: `Delete category ${category} II` }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this category?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page)).toContainText('Delete successfully');
  await expect(page.getByRole('region', { name: `${category} II` })).toHaveCount(0);
});

// The fixture's page fails on any console error; here failed tile loads are the point, so only they are allowed.
plainTest('the venues map works when no map tile can load', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (
      m.type() === 'error' &&
      !/Failed to load resource: (net::ERR_FAILED|.*status of 4\d\d)/.test(m.text())
    )
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const own = new URL(baseURL!).host;
  await page.context().route(
    (url) => url.host !== own,
    (route) => route.abort(),
  );
  // The map asks for the pins of the area it shows (GET /api/venues/pins?bbox=), and again when a zoom leaves it.
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/venues/pins') asked.push(url.searchParams.get('bbox') ?? '');
  });
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto('/venues');
  await expect(page.getByTestId('map-tiles-note')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  const [west, south, east, north] = asked[0].split(',').map(Number);
  expect(west).toBeLessThan(144.96);
  expect(east).toBeGreaterThan(144.96);
  expect(south).toBeLessThan(-37.81);
  expect(north).toBeGreaterThan(-37.81);
  expect(east - west).toBeLessThan(5);
  // Two steps out show four times the width: past the margin loaded with the first view.
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => asked.length).toBe(2);
  expect(Number(asked[1].split(',')[0])).toBeLessThan(west);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByLabel('Venues on the map').getByRole('button', { name: VENUE_NAME })).toBeVisible();
  await (await pinOf(page, VENUE_NAME)).click();
  await page.getByTestId('selected-venue').getByRole('link', { name: 'Go' }).click();
  await expect(page.getByTestId('venue-name')).toHaveText(VENUE_NAME);
  expect(errors).toEqual([]);
});

/**
 * A venue's own pin. At zoom 10 (docs/spec.md, Venues and menus) the inner-city pins form clusters: zoom in with the map's
 * control until the pin stands alone.
 */
async function pinOf(page: Page, name: string) {
  const marker = page.locator(`.leaflet-marker-icon[title="${name}"]`);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 8 && !(await marker.isVisible()); i++) {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await marker.waitFor({ state: 'visible', timeout: 1_500 }).catch(() => undefined);
  }
  await expect(marker).toBeVisible();
  return marker;
}

// More venues in an area than the server sends (GET /api/venues/pins answers the 100 nearest its centre and the
// area's total): the demo holds a few venues, so the answer is stubbed with a crowded one.
test('a crowded area shows the venues nearest the middle and says how many it holds', async ({
  page,
  baseURL,
}) => {
  await stubOutsideRequests(page.context(), baseURL!);
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/venues/pins',
    (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('bbox')!);
      const pins = Array.from({ length: 100 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `Crowded ${i}`,
        latitude: -37.8136 + (i % 10) * 0.003,
        longitude: 144.9631 + Math.floor(i / 10) * 0.003,
      }));
      return route.fulfill({ json: { data: { pins, total: 286 } } });
    },
  );
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto('/venues');
  await expect(page.getByTestId('venues-capped')).toHaveText(
    'Showing the 100 venues nearest the middle of the map (286 here). Zoom in to see the rest.',
  );
  await page.screenshot({ path: 'test-results/venues-capped-390.png' });
  // A capped area is asked again on a zoom in, though the view stays inside it.
  const before = asked.length;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(before);
  await expect(page.getByTestId('venues-capped')).toBeVisible();
});
