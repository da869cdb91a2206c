import type { Locator } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { ensureCredit, lanewayPaymentId, newCustomer, unique } from './journeys';

/**
 * One date format: a browser set to en-US (mm/dd/yyyy, AM/PM) still sees en-AU dates, and the
 * campaign end date is MUI X's day/month/year picker, earliest tomorrow.
 */
test.use({ locale: 'en-US', timezoneId: 'Australia/Melbourne', viewport: { width: 390, height: 844 } });

test('an en-US browser picks and reads dates as dd/mm/yyyy with a 24-hour clock', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 5);
  const title = unique('Date check');
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto('/create_campaign?type=4');

  const input = page.getByRole('textbox', { name: 'End date' });
  const min = await page.getByTestId('end-date').getAttribute('data-min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const [y, m, d] = min!.split('-');
  // The calendar opens on tomorrow at the earliest: today is disabled.
  await page.getByRole('button', { name: /Choose the end date/ }).click();
  const calendar = page.getByRole('dialog').or(page.getByRole('grid'));
  await expect(calendar.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/dates-picker-390.png' });
  await page.keyboard.press('Escape');

  await input.fill(`${d}/${m}/${y}`);
  await expect(input).toHaveValue(`${d}/${m}/${y}`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Participant count').fill('1');
  await page.getByLabel('Payment per participant').fill('1');
  await page.getByLabel('Conditions').fill('Tag us.');
  await page.getByRole('radio', { name: 'Instagram' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText(`${d}/${m}/${y}`)).toBeVisible();
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/business_campaigns$/);

  // The card shows the end as en-AU day/month/year and a 24-hour time, never the browser's AM/PM.
  const card = page.getByTestId('campaign-card').filter({ hasText: title });
  await expect(card).toContainText(new RegExp(`${d}/${m}/${y} \\d{2}:\\d{2}`));
  await expect(card).not.toContainText(/\b(AM|PM)\b/);
  await page.screenshot({ path: 'test-results/dates-card-390.png' });
});

/** The screen shows en-AU dates (dd/mm/yyyy with a 24-hour time where there is one) and none of en-US's. */
async function expectAuDates(scope: Locator, withTime = true) {
  await expect(scope).toContainText(
    withTime ? /(?<!\d)\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}(?!\d)/ : /(?<!\d)\d{2}\/\d{2}\/\d{4}(?!\d)/,
  );
  await expect(scope).not.toContainText(/\b(AM|PM)\b/);
  await expect(scope).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4},/);
  await expect(scope).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2},/);
}

test('an en-US browser reads en-AU dates on the wallet, the receipt, venue payments, the console and a locked profile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await as(request, DEMO.customer);
  const receipt = await lanewayPaymentId(customer);

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  await page.getByTestId('payment-row').first().click();
  await expectAuDates(page.getByRole('dialog'));
  await page.goto(`/payment_receipt?id=${receipt}`);
  await expect(page.getByTestId('receipt-venue')).toHaveText('The Laneway Bar');
  await expectAuDates(page.locator('main'), false);

  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await page.goto('/payments');
  await expectAuDates(page.locator('main'));

  // A new creator (their sign-up code is in the outbox) for the locked profile below.
  const admin = await as(request, DEMO.admin);
  const creator = await newCustomer(request, admin);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin/outbox');
  await expect(page.getByTestId('outbox-mail').first()).toBeVisible();
  await expectAuDates(page.locator('main'));

  // A profile edited this month is locked: it says until when, in en-AU, and Save is disabled.
  await creator.client.put('/api/users/me', {
    name: 'Dana Dates',
    country: 'Australia',
    city: 'Melbourne',
    instagramId: creator.handle.slice(1),
  });
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/edit_profile');
  const lock = page.getByTestId('edit-lock');
  await expect(lock).toContainText(/Your next edit is possible from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
  await expectAuDates(lock);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('locked-profile-390.png') });
});

test.describe('a viewer far from Melbourne', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

  test('reads times in Melbourne time: an end date is the Melbourne day it was picked for, at 23:59', async ({
    page,
    request,
  }) => {
    const business = await as(request, DEMO.business);
    await ensureCredit(request, business, 5);
    const title = unique('Zone check');
    // Tomorrow in Melbourne; in Los Angeles its last minute (23:59 AEST/AEDT) is still the morning before.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
      new Date(Date.now() + 86_400_000),
    );
    await business.post('/api/campaigns', {
      type: 4,
      title,
      platform: 'instagram',
      participantsCount: 1,
      participantsShare: 1,
      conditions: 'Tag us.',
      endDate: day,
    });
    const [y, m, d] = day.split('-');
    await signIn(page, DEMO.business, DEMO_PASSWORD);
    await page.goto('/business_campaigns');
    const card = page.getByTestId('campaign-card').filter({ hasText: title });
    await expect(card).toContainText(`${d}/${m}/${y} 23:59`);
  });
});
