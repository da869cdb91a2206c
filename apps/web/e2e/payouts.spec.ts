import type { APIRequestContext, Page } from '@playwright/test';
import {
  as,
  DEMO,
  DEMO_PASSWORD,
  expect,
  readOutboxCode,
  signIn,
  snackbar,
  test,
  uniqueEmail,
  type Client,
} from './fixtures';
import { ensureCredit, giveTaxDetails, liveCampaign, signUpCustomer, unique, type MeBody } from './journeys';

/**
 * Payouts in minutes (docs/payouts.md), on a phone: a creator sets up a Stripe payout account in TEST MODE
 * (the sandbox's onboarding page), withdraws, and sees "Paid" arrive live, without a reload. The first payout is
 * the operator's to review (approved here through the API); the second goes out by itself, instantly, with its
 * fee stated before the creator confirms. Set-up runs through the real API.
 */

const SHOTS = '/work/shots';

/** A phone number of their own: a shared one is a trust flag, which keeps payouts waiting for the operator. */
const ownPhone = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A fresh creator with $30 in the wallet and tax details: the demo business pays them for a $40 Increase Click (x 0.75). */
async function fundedCreator(request: APIRequestContext, admin: Client) {
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 40);
  const id = await liveCampaign(business, admin, {
    type: 1,
    title: unique('E2E payouts'),
    conditions: 'Open the link and like the latest post.',
    platform: 'instagram',
    link: 'instagram.com/brewlab.co',
    participantsCount: 1,
    participantsShare: 40,
  });
  const creator = await signUpCustomer(request, 'Pat Payee', ownPhone());
  await admin.put(`/api/admin/users/${creator.id}`, { instagramFollowers: 4200 });
  const { activity } = await creator.client.post<{ activity: { id: string } }>(`/api/campaigns/${id}/accept`);
  await creator.client.post(`/api/activities/${activity.id}/submit`, {});
  expect((await creator.client.get<MeBody>('/api/users/me')).user.wallet).toBeCloseTo(30, 2);
  await giveTaxDetails(creator.client, 'Pat Payee');
  return creator;
}

/** Fills and sends the withdraw dialog; `instant` picks the instant payout and checks its stated terms. */
async function withdraw(page: Page, amount: string, instant?: { terms: string; shot: string }) {
  await page.getByRole('button', { name: 'Withdraw Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Money' });
  await expect(dialog.getByTestId('withdraw-destination')).toContainText('Your Stripe account');
  await dialog.getByLabel('Amount').fill(amount);
  if (instant) {
    await dialog.getByRole('radio', { name: /^Instant/ }).check();
    // The fee and what arrives are on screen before the confirmation is ticked.
    await expect(dialog.getByTestId('instant-fee')).toHaveText(instant.terms);
    await page.screenshot({ path: `${SHOTS}/${instant.shot}-390.png` });
    await page.setViewportSize({ width: 320, height: 700 });
    await expect(dialog.getByTestId('instant-fee')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${instant.shot}-320.png` });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await dialog.getByRole('checkbox', { name: 'I confirm this withdrawal to my Stripe account.' }).check();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(snackbar(page)).toHaveText('Success');
  await snackbar(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

type Withdraws = { withdraws: Array<{ id: string; amount: number; state: string; waitReasons: string[] }> };

test('a creator sets up Stripe payouts in TEST MODE and sees an instant payout paid live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const creator = await fundedCreator(request, admin);

  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  // No choice made: bank transfer, not ready without bank details.
  const card = page.getByTestId('payout-account');
  await expect(card.getByTestId('payout-rail')).toHaveText('Bank transfer');
  await expect(card.getByTestId('payout-ready')).toHaveText('Not ready');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payout-account-bank-390.png` });

  // Stripe: the browser goes to the (TEST MODE) onboarding and comes back ready.
  await card.getByRole('button', { name: 'Stripe' }).click();
  await page.waitForURL(/\/sandbox\/payouts\/acct_/);
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await page.waitForURL((url) => url.pathname === '/my_wallet');
  await expect(card.getByTestId('payout-rail')).toHaveText('Stripe');
  await expect(card.getByTestId('payout-ready')).toHaveText('Ready');
  await expect(page).not.toHaveURL(/payout_account=/);
  await expect(snackbar(page)).toHaveText('Your Stripe payout account is ready.');
  await snackbar(page).getByRole('button', { name: 'Close' }).click();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payout-account-stripe-390.png` });
  await page.setViewportSize({ width: 320, height: 700 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payout-account-stripe-320.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  // The withdrawals list, open throughout: it changes only through live events.
  await page.getByRole('button', { name: 'Withdrawals' }).click();
  const rows = page.getByTestId('withdraw-row');

  // The first payout waits for the operator's review.
  await withdraw(page, '10');
  await expect(rows.first()).toContainText('$10.00');
  await expect(rows.first().getByTestId('payout-state')).toHaveText('Waiting for review');
  const { withdraws } = await admin.get<Withdraws>(
    `/api/admin/withdraws?q=${encodeURIComponent(creator.email)}`,
  );
  expect(withdraws).toHaveLength(1);
  expect(withdraws[0]).toMatchObject({ amount: 10, state: 'waiting', waitReasons: ['first'] });
  await admin.post(`/api/admin/withdraws/${withdraws[0].id}`, { approve: true });
  // Approved, it goes out through Stripe and is paid without anyone reloading the page.
  await expect(rows.first().getByTestId('payout-state')).toHaveText('Paid', { timeout: 20_000 });

  // The second goes out by itself, instantly, for its fee: it never waits for the operator.
  await withdraw(page, '12', {
    terms: 'Instant payout: fee $0.12, you receive $11.88',
    shot: 'withdraw-instant',
  });
  const sent = await admin.get<Withdraws>(`/api/admin/withdraws?q=${encodeURIComponent(creator.email)}`);
  const auto = sent.withdraws.find((w) => w.amount === 12);
  expect(['queued', 'sent', 'paid']).toContain(auto?.state);
  const second = rows.filter({ hasText: '$12.00' });
  await expect(second.getByTestId('withdraw-rail')).toContainText('Stripe · Instant, fee $0.12');
  await expect(second.getByTestId('payout-state')).toHaveText('Paid', { timeout: 20_000 });
  await expect(page.getByTestId('wallet-balance')).toHaveText('$8.00');
  await second.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/withdrawals-paid-390.png` });
  await page.setViewportSize({ width: 320, height: 700 });
  await second.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/withdrawals-paid-320.png` });
});

test('a creator pays withdrawals to PayPal once the code e-mailed to the address confirms it', async ({
  page,
  request,
}) => {
  const creator = await signUpCustomer(request, 'Pia PayPal', ownPhone());
  const paypal = uniqueEmail('paypal');
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  const card = page.getByTestId('payout-account');
  await card.getByRole('button', { name: 'PayPal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw to PayPal' });
  await dialog.getByLabel('PayPal e-mail').fill('not an e-mail');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Email address is not valid.')).toBeVisible();
  await dialog.getByLabel('PayPal e-mail').fill(paypal);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`Enter the 6-digit code we sent to ${paypal}.`)).toBeVisible();
  // Until the code is given, PayPal is chosen but cannot pay.
  await expect(card.getByTestId('payout-rail')).toHaveText('PayPal');
  await expect(card.getByTestId('payout-ready')).toHaveText('Not ready');
  await page.screenshot({ path: `${SHOTS}/paypal-code-390.png` });
  await dialog.getByLabel('Code').fill(await readOutboxCode(request, paypal));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(snackbar(page)).toHaveText('Your PayPal e-mail is confirmed.');
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('payout-ready')).toHaveText('Ready');
  await expect(card).toContainText(`PayPal ${paypal}`);
});
