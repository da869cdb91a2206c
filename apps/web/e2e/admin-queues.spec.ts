import type { APIRequestContext, Page } from '@playwright/test';
import {
  as,
  DEMO,
  DEMO_PASSWORD,
  expect,
  readOutboxCode,
  signIn,
  snackbar,
  stubOutsideRequests,
  test,
  token,
  uniqueEmail,
  type Client,
} from './fixtures';
import { inDays, topUp } from './journeys';

/**
 * The operator's queues on a 390 px phone: a venue suspended by a refund is in its own queue with the reason
 * (not "awaiting activation"), and reactivating it asks for a confirmation that repeats the reason; verifying a
 * campaign asks for a confirmation too. Set-up runs through the real API.
 */

const REFUND_REASON = 'Suspended for review: a top-up was refunded or charged back.';

/** A venue signed up, activated, topped up, then suspended by a refund of that top-up (the sandbox's). */
async function suspendedVenue(request: APIRequestContext, admin: Client) {
  const email = uniqueEmail('venue');
  const name = `E2E Suspended Bar ${Date.now().toString(36)}`;
  expect((await request.post('/api/verify', { data: { email } })).ok()).toBeTruthy();
  const signup = await request.post('/api/signup', {
    data: {
      email,
      name: 'Sam Suspended',
      phone: '0390000003',
      instagramId: 'e2esuspended',
      country: 'Australia',
      city: 'Melbourne',
      role: 1,
      password: DEMO_PASSWORD,
      venue: {
        name,
        abn: '20111222335',
        websiteLink: 'suspended.example.com',
        address: '2 Lygon St, Carlton',
      },
      token: await readOutboxCode(request, email),
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  const { users } = await admin.get<{ users: Array<{ id: string }> }>(
    `/api/admin/users?role=1&q=${encodeURIComponent(email)}`,
  );
  await admin.put(`/api/admin/users/${users[0].id}`, { isActive: true, latitude: -37.8, longitude: 144.96 });
  await topUp(request, await as(request, email), 20);
  const { topUps } = await admin.get<{ topUps: Array<{ id: string }> }>(
    `/api/admin/top-ups?q=${encodeURIComponent(email)}`,
  );
  const refund = await request.post(`/api/admin/top-ups/${topUps[0].id}/simulate`, {
    headers: {
      Authorization: `Bearer ${await token(request, DEMO.admin)}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: { event: 'refund' },
  });
  expect(refund.ok(), await refund.text()).toBeTruthy();
  return { id: users[0].id, email, name };
}

async function closeSnack(page: Page, text: string | RegExp) {
  await expect(snackbar(page)).toHaveText(text);
  await snackbar(page).getByRole('button', { name: 'Close' }).click();
  await expect(snackbar(page)).toBeHidden();
}

test.describe('operator queues on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a suspended venue shows its reason in its own queue; Reactivate confirms the reason first', async ({
    page,
    request,
    baseURL,
  }) => {
    await stubOutsideRequests(page.context(), baseURL!);
    const admin = await as(request, DEMO.admin);
    const venue = await suspendedVenue(request, admin);
    // It is told what a suspended business is told, not that it is waiting for activation.
    const refused = await request.post('/api/signin', {
      data: { email: venue.email, password: DEMO_PASSWORD },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { errors: string }).errors).toBe(
      'Your account has been disabled. Please contact support.',
    );

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/venues');
    await expect(page.getByRole('heading', { name: 'Venues awaiting activation' })).toBeVisible();
    await expect(page.getByRole('article', { name: venue.name })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Suspended' }).click();
    await expect(page).toHaveURL(/tab=suspended/);
    const card = page.getByRole('article', { name: venue.name });
    await expect(card.getByTestId('suspension-reason')).toContainText(REFUND_REASON);
    await expect(card.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('suspended-queue-390.png'), fullPage: true });

    // Reactivate asks first, stating why it was suspended; Cancel leaves it suspended.
    await card.getByRole('button', { name: 'Reactivate' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(REFUND_REASON);
    await page.screenshot({ path: test.info().outputPath('reactivate-confirm-390.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Reactivate' }).click();
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await closeSnack(page, 'User updated.');
    await expect(card).toBeHidden();
    expect(
      (await request.post('/api/signin', { data: { email: venue.email, password: DEMO_PASSWORD } })).ok(),
    ).toBe(true);
  });

  test('Verify campaign asks for a confirmation; Cancel leaves it in the queue', async ({
    page,
    request,
    baseURL,
  }) => {
    await stubOutsideRequests(page.context(), baseURL!);
    const business = await as(request, DEMO.business);
    await topUp(request, business, 20);
    const title = `E2E confirm verify ${Date.now().toString(36)}`;
    await business.post('/api/campaigns', {
      type: 4,
      title,
      link: 'brewlab.example.com/latte',
      platform: 'instagram',
      participantsCount: 2,
      participantsShare: 5,
      conditions: 'Show your best latte art with a BrewLab bag in frame.',
      endDate: inDays(10),
    });

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/campaigns');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Verify “${title}”?`);
    await expect(dialog).toContainText('There is no undo');
    await page.screenshot({ path: test.info().outputPath('verify-confirm-390.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await closeSnack(page, /./);
    await expect(card).toBeHidden();
  });

  test('at 320 px: the dashboard counts suspended accounts apart; the payout file comes first, then its batch is marked paid', async ({
    page,
    baseURL,
  }) => {
    await stubOutsideRequests(page.context(), baseURL!);
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByTestId('stat-suspended')).toBeVisible();
    await expect(page.getByTestId('stat-venues')).toContainText('Sign-ups waiting for activation');
    await page.screenshot({ path: test.info().outputPath('dashboard-320.png'), fullPage: true });
    // The ledger details label the live check and the stored reconciliation each with its own time.
    await page.getByTestId('ledger-card').getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByTestId('check-time')).toContainText('Live: checked');
    await details.getByRole('button', { name: 'Run again' }).click();
    await expect(details.getByTestId('reconciliation-time')).toContainText('as of that run, not live');
    await page.screenshot({ path: test.info().outputPath('ledger-details-320.png') });
    await details.getByRole('button', { name: 'Close' }).click();

    await page.goto('/admin/withdrawals');
    const card = page.getByTestId('payout-file');
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download pending payouts (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^payouts-\d{4}-\d{2}-\d{2}-\d{4}\+1[01]00\.csv$/);
    await expect(card.getByRole('button', { name: 'Mark this batch paid' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payout-batch-320.png'), fullPage: true });
    await card.getByRole('button', { name: 'Mark this batch paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark batch paid' }).click();
    await closeSnack(page, /marked as paid/);
    await expect(card.getByRole('button', { name: 'Mark this batch paid' })).toHaveCount(0);
  });
});
