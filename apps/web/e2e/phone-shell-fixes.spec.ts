import { test as plain, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, as, expect, signIn, test } from './fixtures';

/** The phone shell: offline screens, the phone's Back over a dialog, and the 320 px screens. */

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** The saved API answers' paths (the service worker's runtime cache). */
const savedAnswers = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('spruik-api'))) return [];
    const reqs = await (await caches.open('spruik-api')).keys();
    return reqs.map((r) => new URL(r.url).pathname);
  });

/**
 * How the element's text sits in its box: on how many lines it is laid out (a one-word label on two lines broke
 * inside the word), how far its content scrolls past its box, and by how many pixels the text is wider than the
 * room inside the padding (an ellipsis hides that overflow from scrollWidth).
 */
const fits = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    const room = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      lines: lines.size,
      overflow: node.scrollWidth - node.clientWidth,
      cut: range.getBoundingClientRect().width - room,
    };
  });

/**
 * With the plain page: the suite's page fails on any console error, and offline the browser logs every request
 * nothing could answer (an avatar, a read never saved). Errors while online still fail this test.
 */
plain(
  'offline, a screen shows the offline banner and what was saved; signing out forgets it',
  async ({ page }) => {
    plain.setTimeout(120_000);
    let offline = false;
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !offline && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
      .toBe(true);
    // The wallet opened once with a network: its answers are saved on the phone.
    await page.goto('/my_wallet');
    await expect(page.getByTestId('payment-row').first()).toBeVisible();
    await expect.poll(() => savedAnswers(page)).toContain('/api/payments');
    // A fresh load of the home: the app's memory holds nothing of the wallet any more.
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    const context = page.context();
    offline = true;
    await context.setOffline(true);
    try {
      await expect(page.getByTestId('offline-banner')).toContainText('You’re offline');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Campaigns' }).click();
      await page.getByRole('link', { name: /My Wallet/ }).click();
      await expect(page).toHaveURL(/\/my_wallet$/);
      await expect(page.getByTestId('payment-row').first()).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      // No grey placeholders left waiting for a network that is not there.
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expect(page.getByTestId('network-error')).toHaveCount(0);
      await shot(page, 'offline-wallet-390');
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    // The realtime channel reconnects with a back-off: give its failed attempts time to be logged.
    await page.waitForTimeout(500);
    offline = false;

    // Signing out deletes the saved answers: the next person on this phone never sees them.
    await page.goto('/profile');
    await page.getByRole('button', { name: /Log Out/i }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect.poll(() => savedAnswers(page)).toEqual([]);
    expect(errors).toEqual([]);
  },
);

test("the phone's Back closes an open dialog and stays on the page; a closed dialog leaves no extra step", async ({
  page,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Campaigns' }).click();
  // /home has a My Wallet link too: be on /campaings first, so Back has a screen of its own to return to.
  await expect(page).toHaveURL(/\/campaings$/);
  await page.getByRole('link', { name: /My Wallet/ }).click();
  await expect(page).toHaveURL(/\/my_wallet$/);
  const row = page.getByTestId('payment-row').first();
  const dialog = page.getByRole('dialog');

  await row.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/my_wallet$/);
  await expect(row).toBeVisible();

  // Closed with its own button, the dialog takes its history entry with it: Back leaves the page as usual.
  await row.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/campaings$/);

  // A dialog's link to another screen: its entry stays behind that screen and Back steps over it, so one Back
  // returns to the wallet (dialog closed) and the next to the screen before it.
  await page.getByRole('link', { name: /My Wallet/ }).click();
  await page.getByRole('button', { name: 'Vouchers' }).click();
  // An unused voucher: only those link to paying at their venue (earlier journeys redeem some).
  await page.getByTestId('voucher-row').filter({ hasText: 'Not used' }).first().click();
  await dialog.getByRole('link', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/payment\?id=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/my_wallet$/);
  await expect(dialog).toHaveCount(0);
  // The wallet steps over the dialog's entry with a Back of its own: a person's second press comes after it.
  await expect
    .poll(() =>
      page.evaluate(() => (history.state as { spruikDialog?: number } | null)?.spruikDialog ?? null),
    )
    .toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(/\/campaings$/);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('tile labels never break inside a word', async ({ page, request }) => {
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    const customer = await as(request, DEMO.customer);
    const { venues } = await customer.get<{ venues: Array<{ id: string }> }>('/api/venues');
    // A venue above bronze shows the Entertainment tile.
    let label: Locator | null = null;
    for (const v of venues) {
      await page.goto(`/venue?id=${v.id}`);
      await expect(page.getByTestId('venue-name')).toBeVisible();
      const tile = page.getByText('Entertainment', { exact: true });
      if (await tile.count()) {
        label = tile;
        break;
      }
    }
    expect(label, 'a venue with the Entertainment tile').not.toBeNull();
    await shot(page, 'venue-tiles-320');
    expect(await fits(label!)).toMatchObject({ lines: 1, overflow: 0 });
  });

  test('the city is not cut on the sign-up form', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'I am ready to sign up' }).click();
    await page.getByText('As a customer').click();
    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveText('Melbourne');
    await city.scrollIntoViewIfNeeded();
    await shot(page, 'signup-city-320');
    expect((await fits(city)).cut).toBeLessThanOrEqual(0);
  });

  test("the wallet's times show in full", async ({ page }) => {
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto('/my_wallet');
    const captions = page.getByTestId('payment-row').locator('.MuiTypography-caption');
    await expect(captions.first()).toBeVisible();
    await shot(page, 'wallet-320');
    for (const caption of await captions.all()) {
      await expect(caption).toContainText(/\d{1,2}:\d{2}/);
      const { overflow, cut } = await fits(caption);
      expect(overflow, await caption.innerText()).toBeLessThanOrEqual(0);
      // Within a pixel: the box's width is a fraction the text may round past.
      expect(cut, await caption.innerText()).toBeLessThanOrEqual(1);
    }
  });

  test("a campaign's dialog fits the screen", async ({ page }) => {
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto('/campaings');
    await page.getByTestId('offer-card').first().click();
    const paper = page.locator('.MuiDialog-paper');
    await expect(paper).toBeVisible();
    await page.waitForTimeout(400); // the opening transition
    await shot(page, 'campaign-dialog-320');
    const box = (await paper.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(568);
    // Its actions are on screen without scrolling the page.
    const accept = (await page.getByRole('button', { name: 'Accept' }).boundingBox())!;
    expect(accept.y + accept.height).toBeLessThanOrEqual(568);
  });
});
