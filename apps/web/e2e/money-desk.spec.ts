import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test, type Client } from './fixtures';
import {
  ensureCredit,
  giveTaxDetails,
  join,
  liveCampaign,
  newCustomer,
  unique,
  type MeBody,
} from './journeys';

/**
 * The operator's money desk on a phone (390x844): the operator finds and bulk-pays three withdrawals
 * (two of a customer, one of a venue, shown by its name) and both account holders see it at once, without a
 * reload: the customer's notice and statuses, the venue's message and status. Then the audit log, filtered by
 * action, by target (picked from a row), by System and by day. Set-up runs through the real API.
 */

/** A day in this machine's calendar (the browser's too), as the day fields take it: day/month/year. */
const localDay = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** A fresh customer with $30 in the wallet: the demo business pays them for a $40 Increase Click (x 0.75). */
async function fundedCustomer(request: APIRequestContext, admin: Client) {
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 40);
  const id = await liveCampaign(business, admin, {
    type: 1,
    title: unique('E2E money desk'),
    conditions: 'Open the link and like the latest post.',
    platform: 'instagram',
    link: 'instagram.com/brewlab.co',
    participantsCount: 1,
    participantsShare: 40,
  });
  const creator = await join(request, admin, id);
  await creator.client.post(`/api/activities/${creator.activityId}/submit`, {});
  await giveTaxDetails(creator.client);
  return creator;
}

/** A second window signed in as someone else, on `path`. */
async function windowFor(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await page.goto(path);
  return page;
}

/** The green snackbar said `text`; then it is closed, so it never sits over the next click. */
async function sawSnack(page: Page, text: string | RegExp) {
  await expect(snackbar(page)).toHaveText(text);
  await snackbar(page).getByRole('button', { name: 'Close' }).click();
  await expect(snackbar(page)).toBeHidden();
}

async function openConsolePage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Console menu' }).getByRole('link', { name }).click();
}

test('the operator bulk-pays three withdrawals; the customer and the venue see it at once', async ({
  page,
  request,
  browser,
}) => {
  const admin = await as(request, DEMO.admin);
  const creator = await fundedCustomer(request, admin);
  const customer = creator.client;
  await customer.post('/api/users/bank', {
    accountName: 'Cam Creator',
    BSB: '062-000',
    accountNumber: '7654321',
  });
  const first = (await customer.post<{ withdraw: { id: string } }>('/api/users/withdraw', { amount: 10 }))
    .withdraw;
  const second = (await customer.post<{ withdraw: { id: string } }>('/api/users/withdraw', { amount: 11 }))
    .withdraw;
  // The creator pays the demo venue $6 at the counter; the venue withdraws those earnings.
  const venue = await as(request, DEMO.venue);
  const venueMe = await venue.get<{ user: { id: string; details: { name: string } } }>('/api/users/me');
  await customer.post('/api/payments', { wallet: 6, pocket: 0, venueID: venueMe.user.id });
  await venue.post('/api/users/bank', {
    accountName: 'Laneway Pty Ltd',
    BSB: '063-000',
    accountNumber: '12345678',
  });
  const third = (await venue.post<{ withdraw: { id: string } }>('/api/withdraws', { amount: 6 })).withdraw;

  // Both account holders have their screens open.
  const customerPage = await windowFor(browser, creator.email, '/my_wallet');
  const statusOf = (amount: string) =>
    customerPage.getByTestId('payment-row').filter({ hasText: 'Withdrawal' }).filter({ hasText: amount });
  await expect(statusOf('$10.00').getByTestId('withdraw-status')).toHaveText('Pending');
  await expect(statusOf('$11.00').getByTestId('withdraw-status')).toHaveText('Pending');
  const venuePage = await windowFor(browser, DEMO.venue, '/venue_credit');
  const venueRow = venuePage.getByTestId('withdraw-row').filter({ hasText: '$6.00' }).first();
  await expect(venueRow.getByTestId('payout-state')).toHaveText('Waiting for review');

  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await openConsolePage(page, 'Withdrawals');
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);

  // The venue's card names the venue, with the owner beside it; the search finds the customer's two by e-mail.
  const venueCard = page.locator(`[data-withdraw-id="${third.id}"]`);
  await expect(venueCard.getByTestId('withdraw-payee')).toHaveText(venueMe.user.details.name);
  await page.getByLabel('Name, e-mail, organisation, amount or id').fill(creator.email);
  await expect(page.getByTestId('withdraw-card')).toHaveCount(2);
  for (const w of [first, second])
    await page.locator(`[data-withdraw-id="${w.id}"]`).getByRole('checkbox').check();
  await page.getByLabel('Name, e-mail, organisation, amount or id').fill('');
  await venueCard.getByRole('checkbox').check();

  const bar = page.getByTestId('bulk-pay-bar');
  await expect(bar.getByTestId('bulk-pay-summary')).toHaveText('3 chosen · $27.00');
  await page.screenshot({ path: test.info().outputPath('withdrawals-bulk-390.png') });
  await bar.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 3 withdrawals as paid?' });
  await expect(dialog.getByTestId('bulk-pay-total')).toHaveText('Total $27.00');
  await expect(dialog).toContainText(`${venueMe.user.details.name}: $6.00`);
  await dialog.getByRole('button', { name: 'Mark 3 as paid' }).click();
  await sawSnack(page, '3 withdrawals marked as paid ($27.00).');
  await expect(page.getByTestId('bulk-pay-outcome')).toContainText('3 withdrawals marked as paid ($27.00).');
  await expect(bar).toBeHidden();
  for (const w of [first, second, third])
    await expect(page.locator(`[data-withdraw-id="${w.id}"]`)).toBeHidden();

  // The customer hears of it at once: a notice, and both rows now read Verified (no reload).
  await expect(snackbar(customerPage)).toHaveText(
    /^Your withdrawal of \$1[01]\.00 was paid to your bank account\.$/,
  );
  await expect(statusOf('$10.00').getByTestId('withdraw-status')).toHaveText('Verified');
  await expect(statusOf('$11.00').getByTestId('withdraw-status')).toHaveText('Verified');
  // The venue's history reads Paid at once, and the message waits under Messages.
  await expect(venueRow.getByTestId('payout-state')).toHaveText('Paid');
  await venuePage.goto('/messages');
  await expect(
    venuePage.getByText('Your withdrawal of $6.00 was paid to your bank account.').first(),
  ).toBeVisible();

  // The Paid tab lists them; the customer's account shows the money left once.
  await page.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.locator(`[data-withdraw-id="${third.id}"]`).getByTestId('payout-state')).toHaveText(
    'Paid',
  );
  expect((await customer.get<MeBody>('/api/users/me')).user.wallet).toBeCloseTo(3, 2);
  await customerPage.context().close();
  await venuePage.context().close();
});

test('the operator filters the audit log by action, target, System and day', async ({ page, request }) => {
  const admin = await as(request, DEMO.admin);
  const creator = await newCustomer(request, admin);
  const { user } = await creator.client.get<MeBody & { user: { name: string } }>('/api/users/me');
  await admin.put(`/api/admin/users/${user.id}`, { tiktokFollowers: 321 });
  const targetName = `Cam Creator (${creator.email})`;

  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await openConsolePage(page, 'Audit log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // What: account updates only.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Account updated' }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toContainText('Account updated');
  await expect(entries.filter({ hasNotText: 'Account updated' })).toHaveCount(0);

  // About whom: the new creator, picked from a row by name (the operator set their follower counts twice).
  const row = entries.filter({ hasText: targetName }).first();
  await expect(row.getByTestId('audit-actor')).toHaveText('Spruik Operator');
  await row.getByRole('button', { name: targetName }).click();
  await expect(page.getByTestId('audit-target-filter')).toHaveText(`Only: ${targetName}`);
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('tiktokFollowers');
  await page.screenshot({ path: test.info().outputPath('audit-filtered-390.png') });

  // By System: the platform never edited this account.
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'System' }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'Anyone' }).click();
  await expect(entries).toHaveCount(2);

  // By day: today has them, tomorrow has none.
  await page.getByRole('textbox', { name: 'From' }).fill(localDay(1));
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(localDay(0));
  await expect(entries).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('audit-target-filter')).toBeHidden();
  await expect(entries.filter({ hasNotText: 'Account updated' }).first()).toBeVisible();
});
