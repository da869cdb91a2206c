import { test, type Request } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar } from './fixtures';

/**
 * The first answer is lost on the way back, so Chromium logs one failed load: that one is expected here.
 * Anything else logged as an error fails the test, as in the shared fixture.
 */
const EXPECTED = [
  /Failed to load resource: the server responded with a status of 4\d\d/,
  /Failed to load resource: net::ERR_FAILED/,
];

test('paying at a venue when the first answer is lost: the retry pays once', async ({ page, request }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED.some((re) => re.test(msg.text()))) consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));

  const customer = await as(request, DEMO.customer);
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const venueId = venues.find((v) => v.name === 'The Laneway Bar')!.id;
  const walletOf = async () =>
    (await customer.get<{ user: { wallet: number } }>(`/api/payments/${venueId}/credit`)).user.wallet;
  const walletBefore = await walletOf();
  expect(walletBefore, 'the demo customer has wallet money').toBeGreaterThanOrEqual(0.25);

  // The first payment reaches the server and is made; its answer never reaches the app.
  const sent: Request[] = [];
  let lostAnswer: { payment: { id: string } } | null = null;
  await page.route('**/api/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request());
    if (lostAnswer) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    lostAnswer = ((await response.json()) as { data: { payment: { id: string } } }).data;
    await route.abort('failed');
  });

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto(`/payment?id=${venueId}`);
  await page.getByLabel('From my wallet').fill('0.25');
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await page.getByRole('button', { name: 'Pay' }).click();
  await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
  // The red snackbar says the network failed (the banner goes as soon as the refetches after it get through).
  await expect(snackbar(page)).toHaveText('Network error. Check your connection.');
  await expect(snackbar(page)).toHaveAttribute('data-severity', 'error');
  await expect(page).toHaveURL(/\/payment\?id=/);
  expect(lostAnswer).not.toBeNull();

  // The customer taps Pay again with the same form: the server answers the first payment.
  // The app says the payment was received: the server answered with the first payment.
  await page.getByRole('button', { name: 'Pay' }).click();
  await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(snackbar(page)).toHaveText('Your payment was received');
  await expect(page).toHaveURL(new RegExp(`/payment_receipt\\?id=${lostAnswer!.payment.id}$`));
  await expect(page.getByTestId('receipt-total')).toContainText('$0.25');

  expect(sent).toHaveLength(2);
  const keys = sent.map((r) => r.headers()['idempotency-key']);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(Math.round((walletBefore - (await walletOf())) * 100)).toBe(25);
  expect(consoleErrors, 'the browser logged errors').toEqual([]);
});

test('a withdrawal whose answer is lost: the retry says it was received, not the balance error', async ({
  page,
  request,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED.some((re) => re.test(msg.text()))) consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));

  const customer = await as(request, DEMO.customer);
  await customer.post('/api/users/bank', {
    accountName: 'Chloe Nguyen',
    BSB: '062000',
    accountNumber: '12345678',
  });
  const walletOf = async () =>
    (await customer.get<{ user: { wallet: number } }>('/api/users/me')).user.wallet;
  const walletBefore = await walletOf();
  expect(walletBefore, 'the demo customer can withdraw').toBeGreaterThanOrEqual(10);
  // More than half the wallet: once it went through, what is left is less than the amount.
  const amount = Math.floor(walletBefore);

  const sent: Request[] = [];
  let lostAnswer: { withdraw: { id: string } } | null = null;
  await page.route('**/api/users/withdraw', async (route) => {
    sent.push(route.request());
    if (lostAnswer) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    lostAnswer = ((await response.json()) as { data: { withdraw: { id: string } } }).data;
    await route.abort('failed');
  });

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  await page.getByRole('button', { name: 'Withdraw Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Money' });
  await dialog.getByLabel('Amount').fill(String(amount));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(snackbar(page)).toHaveText('Network error. Check your connection.');
  expect(lostAnswer).not.toBeNull();
  // The balance reloads and already shows the withdrawal.
  await expect(page.getByTestId('wallet-balance')).toHaveText(`$${(walletBefore - amount).toFixed(2)}`);

  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(snackbar(page)).toHaveText('Your withdrawal was received');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You cannot withdraw more than your wallet balance.')).toBeHidden();

  expect(sent).toHaveLength(2);
  expect(sent[1]!.headers()['idempotency-key']).toBe(sent[0]!.headers()['idempotency-key']);
  expect(Math.round((walletBefore - (await walletOf())) * 100)).toBe(amount * 100);
  expect(consoleErrors, 'the browser logged errors').toEqual([]);

  // Put the money back for the other journeys: the operator rejects the withdrawal.
  const admin = await as(request, DEMO.admin);
  await admin.post(`/api/admin/withdraws/${lostAnswer!.withdraw.id}`, { approve: false, reason: 'E2E test' });
});
