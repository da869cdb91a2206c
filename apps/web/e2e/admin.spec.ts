import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  uniqueEmail,
  type Client,
} from './fixtures';
import { inDays, liveCampaign, topUp } from './journeys';

/**
 * Operator console journeys: the admin activates a waiting venue, verifies a pending campaign, and
 * pays one withdrawal and rejects another, all in the browser; the other roles see the results. Set-up runs
 * through the real API. Other spec files may share this server, so nothing depends on exact balances or on
 * the demo records still being untouched: whatever is missing is created first.
 */

type Json = Record<string, unknown>;

const FOOD_PNG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets/food.png');

// ---- set-up ----

type PendingVenue = { id: string; email: string; name: string };

/** The demo's waiting venue (Carlton Dumpling House), or a new venue sign-up when an earlier run activated it. */
async function pendingVenue(request: APIRequestContext, admin: Client): Promise<PendingVenue> {
  const find = async (q: string) => {
    const { users } = await admin.get<{
      users: Array<{ id: string; email: string; details: { name: string } }>;
    }>(`/api/admin/users?role=1&status=pending&q=${encodeURIComponent(q)}`);
    return users[0];
  };
  const demo = await find('newvenue@spruik.app');
  if (demo) return { id: demo.id, email: demo.email, name: demo.details.name };

  const email = uniqueEmail('venue');
  const name = `E2E Noodle Bar ${Date.now().toString(36)}`;
  expect((await request.post('/api/verify', { data: { email } })).ok()).toBeTruthy();
  const code = await readOutboxCode(request, email);
  const res = await request.post('/api/signup', {
    data: {
      email,
      name: 'Ned Noodle',
      phone: '0390000002',
      instagramId: 'e2enoodles',
      country: 'Australia',
      city: 'Melbourne',
      role: 1,
      password: DEMO_PASSWORD,
      venue: { name, abn: '20111222334', websiteLink: 'noodles.example.com', address: '1 Lygon St, Carlton' },
      token: code,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const created = await find(email);
  return { id: created.id, email, name };
}

type Campaign = { id: string; title: string; isVerified: boolean; owner: { name: string } };

/** The demo's pending 'Latte art challenge', or a new pending campaign of the demo business. */
async function pendingCampaign(request: APIRequestContext, admin: Client): Promise<Campaign> {
  const { campaigns } = await admin.get<{ campaigns: Campaign[] }>(
    '/api/admin/campaigns?status=pending&q=Latte%20art%20challenge',
  );
  const demo = campaigns.find((c) => c.title === 'Latte art challenge');
  if (demo) return demo;
  const business = await as(request, DEMO.business);
  await topUp(request, business, 20);
  const { campaign } = await business.post<{ campaign: Campaign }>('/api/campaigns', {
    type: 4,
    title: `E2E latte art ${Date.now().toString(36)}`,
    link: 'brewlab.example.com/latte',
    platform: 'instagram',
    participantsCount: 2,
    participantsShare: 5,
    conditions: 'Show your best latte art with a BrewLab bag in frame.',
    endDate: inDays(10),
  });
  return campaign;
}

type Me = { user: { wallet: number } };

/** Makes sure the demo customer has $20 in the wallet: a business pays for an Increase Click they complete. */
async function ensureWallet(request: APIRequestContext, customer: Client, admin: Client, dollars: number) {
  if ((await customer.get<Me>('/api/users/me')).user.wallet >= dollars) return;
  const business = await as(request, DEMO.business);
  await topUp(request, business, 40);
  const id = await liveCampaign(business, admin, {
    type: 1,
    title: `E2E admin wallet ${Date.now().toString(36)}`,
    conditions: 'Open the link and like the latest post.',
    platform: 'instagram',
    link: 'instagram.com/brewlab.co',
    participantsCount: 1,
    participantsShare: 40,
  });
  const { activity } = await customer.post<{ activity: { id: string } }>(`/api/campaigns/${id}/accept`);
  await customer.post(`/api/activities/${activity.id}/submit`, {});
  expect((await customer.get<Me>('/api/users/me')).user.wallet).toBeGreaterThanOrEqual(dollars);
}

/** Scrolls an infinite list until `locator` shows (the owner's live campaigns load 10 at a time). */
async function scrollUntilVisible(page: Page, locator: ReturnType<Page['locator']>) {
  for (let i = 0; i < 15 && !(await locator.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
  }
  await expect(locator).toBeVisible();
}

/** The green snackbar said `text`; then it is closed, so it never sits over the next click. */
async function sawSnack(page: Page, text: string | RegExp) {
  await expect(snackbar(page)).toHaveText(text);
  await expect(snackbar(page)).toHaveAttribute('data-severity', 'success');
  await snackbar(page).getByRole('button', { name: 'Close' }).click();
  await expect(snackbar(page)).toBeHidden();
}

/** The console's menu (the permanent drawer on a desktop). */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

// ---- journeys ----

test.describe('operator console on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the admin activates a waiting venue with a membership and coordinates; it signs in and is on the map', async ({
    page,
    request,
    baseURL,
  }) => {
    await stubOutsideRequests(page.context(), baseURL!);
    const admin = await as(request, DEMO.admin);
    const venue = await pendingVenue(request, admin);

    // Before activation the venue cannot sign in, and customers do not see it.
    expect(
      (await request.post('/api/signin', { data: { email: venue.email, password: DEMO_PASSWORD } })).status(),
    ).toBe(403);

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('ledger-status')).toHaveText('OK');
    await menu(page).getByRole('link', { name: 'Venues' }).click();
    await expect(page).toHaveURL(/\/admin\/venues$/);

    const card = page.getByRole('article', { name: venue.name });
    await expect(card).toBeVisible();
    // Activating without coordinates says what is missing, in the documented words.
    await card.getByRole('button', { name: 'Activate' }).click();
    await expect(card.getByText('A venue needs map coordinates before it can go live.')).toBeVisible();
    await expect(card.getByText(/Latitude must be a number/)).toHaveCount(0);
    // The map works without tiles: a click drops the pin and fills the fields.
    const map = card.getByTestId('map-picker');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await map.click({ position: { x: 200, y: 150 } });
    await expect(card.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(card.getByLabel('Latitude')).toHaveValue(/^-3\d\.\d{6}$/);
    await expect(card.getByLabel('Longitude')).toHaveValue(/^14\d\.\d{6}$/);
    // Exact coordinates typed in (Lygon St, Carlton).
    await card.getByLabel('Latitude').fill('-37.7984');
    await card.getByLabel('Longitude').fill('144.9669');
    await card.getByRole('combobox', { name: 'Membership' }).click();
    await page.getByRole('option', { name: 'Gold' }).click();
    await card.getByRole('button', { name: 'Activate' }).click();
    await sawSnack(page, 'User updated.');
    await expect(card).toBeHidden();

    const { users } = await admin.get<{ users: Array<Json> }>(
      `/api/admin/users?role=1&q=${encodeURIComponent(venue.email)}`,
    );
    expect(users[0]).toMatchObject({
      isActive: true,
      membership: 3,
      latitude: -37.7984,
      longitude: 144.9669,
    });

    // The change is in the audit log.
    await menu(page).getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry).toContainText('Account updated');
    await expect(entry).toContainText('isActive');
    await expect(entry).toContainText('144.9669');

    // Log Out, then the venue signs in through the form and lands on its home.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, venue.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/venue_home$/);

    // Customers find it on the map.
    const customer = await as(request, DEMO.customer);
    const { venues } = await customer.get<{ venues: Array<Json> }>('/api/venues');
    expect(venues).toContainEqual(
      expect.objectContaining({ id: venue.id, name: venue.name, latitude: -37.7984, longitude: 144.9669 }),
    );
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto('/venues');
    // At zoom 10 the inner-city pins form clusters, so the new venue is found through the list of the
    // map's venues, and choosing it there selects it as a tapped pin would.
    await expect(
      page.getByRole('region', { name: 'Venues map' }).locator('.spruik-cluster').first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: venue.name }).click();
    await expect(page.getByTestId('selected-venue')).toContainText(venue.name);
    await expect(page.getByTestId('selected-venue').getByRole('link', { name: 'Go' })).toBeVisible();
  });

  test('the admin verifies a pending campaign; its owner can open it and customers are offered it', async ({
    page,
    request,
  }) => {
    const admin = await as(request, DEMO.admin);
    const campaign = await pendingCampaign(request, admin);

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await menu(page).getByRole('link', { name: 'Campaigns' }).click();
    const card = page.getByRole('article', { name: campaign.title });
    // Shown as its preview: type, owner, title, reward, account to tag.
    await expect(card.getByTestId('type-name')).toHaveText('Create Content');
    await expect(card.getByTestId('owner-name')).toHaveText('BrewLab Coffee Roasters');
    await expect(card.getByTestId('campaign-reward')).toHaveText(/^Up to \$ \d+\.\d{2}$/);
    await expect(card.getByText('Social account to tag')).toBeVisible();
    await expect(card.getByText('@brewlab.co')).toBeVisible();
    // Verify asks first (it cannot be undone), then goes live.
    await card.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await sawSnack(page, /./);
    await expect(card).toBeHidden();

    // The search of all campaigns shows it live, with Close offered.
    await page.getByRole('tab', { name: 'All campaigns' }).click();
    await page.getByLabel('Search campaigns').fill(campaign.title);
    const row = page.getByRole('article', { name: campaign.title });
    await expect(row.getByTestId('campaign-status')).toHaveText('live');
    await expect(row.getByRole('button', { name: 'Close' })).toBeVisible();

    // The owner sees an 'open' button on that card.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await signIn(page, DEMO.business, DEMO_PASSWORD);
    await page.goto('/business_campaigns');
    const open = page.getByRole('link', { name: `open ${campaign.title}` });
    await scrollUntilVisible(page, open);

    // Customers are offered it (the demo customer has an Instagram id).
    const customer = await as(request, DEMO.customer);
    const offered: string[] = [];
    for (let p = 1; p <= 20; p++) {
      const { campaigns, total } = await customer.get<{ campaigns: Array<{ id: string }>; total: number }>(
        `/api/campaigns?page=${p}&limit=50`,
      );
      offered.push(...campaigns.map((c) => c.id));
      if (campaigns.length === 0 || offered.length >= total) break;
    }
    expect(offered).toContain(campaign.id);
  });
  test('the admin manages banners and quiz questions and edits follower counts; each change is audited', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);

    // A banner: image uploaded first, then created; its link edited; then deleted after a confirmation.
    await menu(page).getByRole('link', { name: 'Announcements' }).click();
    await page.getByRole('button', { name: 'New announcement' }).click();
    let dialog = page.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please upload an image for the announcement.')).toBeVisible();
    await dialog.getByTestId('banner-input').setInputFiles(FOOD_PNG);
    await dialog.getByLabel('Link (optional)').fill(`spruik.app/e2e-${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sawSnack(page, 'Announcement created.');
    const banner = page.getByTestId('announcement-card').filter({ hasText: `e2e-${stamp}` });
    await expect(banner.getByRole('img')).toBeVisible();
    await banner.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit announcement' });
    await dialog.getByLabel('Link (optional)').fill(`spruik.app/e2e-${stamp}-edited`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sawSnack(page, 'Announcement updated.');
    const edited = page.getByTestId('announcement-card').filter({ hasText: `e2e-${stamp}-edited` });
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await sawSnack(page, 'Announcement deleted.');
    await expect(edited).toBeHidden();

    // A quiz question: 2-6 answers, exactly one correct (the radio); the server's message is shown.
    await menu(page).getByRole('link', { name: 'Quiz questions' }).click();
    await page.getByRole('button', { name: 'New question' }).click();
    dialog = page.getByRole('dialog', { name: 'New question' });
    const title = `Which suburb is Lygon St in? ${stamp}`;
    await dialog.getByLabel('Question').fill(title);
    await dialog.getByLabel('Answer 1', { exact: true }).fill('Fitzroy');
    await dialog.getByLabel('Answer 2', { exact: true }).fill('Fitzroy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Answers must be different from each other.')).toBeVisible();
    await dialog.getByLabel('Answer 2', { exact: true }).fill('Carlton');
    await dialog.getByRole('button', { name: 'Add answer' }).click();
    await dialog.getByLabel('Answer 3', { exact: true }).fill('St Kilda');
    // No answer is pre-selected as correct; the operator must choose.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Exactly one answer must be correct.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Answer 2 is correct' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sawSnack(page, 'Question created.');
    const question = page.getByRole('article', { name: title });
    await expect(question.getByRole('listitem')).toHaveCount(3);
    await expect(
      question.getByRole('listitem').filter({ has: page.getByLabel('Correct answer') }),
    ).toHaveText('Carlton');
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await sawSnack(page, 'Question deleted.');
    await expect(question).toBeHidden();

    // A customer's follower counts.
    await menu(page).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Name, e-mail or business').fill(DEMO.customer);
    await page.getByRole('button', { name: 'Edit Chloe Customer' }).click();
    dialog = page.getByRole('dialog');
    const followers = String(4000 + Math.floor(Math.random() * 1000));
    await dialog.getByLabel('Instagram followers').fill(followers);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sawSnack(page, 'User updated.');
    const admin = await as(request, DEMO.admin);
    const { users } = await admin.get<{ users: Array<Json> }>(`/api/admin/users?q=${DEMO.customer}`);
    expect(users[0]).toMatchObject({ instagramFollowers: Number(followers) });

    // Newest first in the audit log: the user edit, then the question and banner changes (the scheduled
    // reconciliation and ledger check may log their own runs in between: those are not the operator's).
    await menu(page).getByRole('link', { name: 'Audit log' }).click();
    const entries = page
      .getByTestId('audit-entry')
      .filter({ hasNotText: /Reconciliation run|Ledger checked/ });
    await expect(entries.nth(0)).toContainText('Account updated');
    await expect(entries.nth(0)).toContainText(`instagramFollowers`);
    await expect(entries.nth(0)).toContainText(followers);
    await expect(entries.nth(1)).toContainText('Question deleted');
    await expect(entries.nth(2)).toContainText('Question created');
    await expect(entries.nth(3)).toContainText('Announcement deleted');
    await expect(entries.nth(4)).toContainText('Announcement updated');
    await expect(entries.nth(4)).toContainText(`e2e-${stamp}-edited`);
    await expect(entries.nth(5)).toContainText('Announcement created');
  });
});

test.describe('operator console on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin pays one withdrawal and rejects another; balances and statuses follow', async ({
    page,
    request,
  }) => {
    const admin = await as(request, DEMO.admin);
    const customer = await as(request, DEMO.customer);
    await ensureWallet(request, customer, admin, 20);
    await customer.post('/api/users/bank', {
      accountName: 'Chloe Customer',
      BSB: '123456',
      accountNumber: '12345678',
    });
    const paid = (await customer.post<{ withdraw: { id: string } }>('/api/users/withdraw', { amount: 10 }))
      .withdraw;
    const rejected = await customer.post<{ withdraw: { id: string }; wallet: number }>(
      '/api/users/withdraw',
      {
        amount: 10,
      },
    );
    const walletBefore = rejected.wallet;

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    // On a phone the menu is a drawer behind the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Console menu' })
      .getByRole('link', { name: 'Withdrawals' })
      .click();
    await expect(page).toHaveURL(/\/admin\/withdrawals$/);

    const payCard = page.locator(`[data-withdraw-id="${paid.id}"]`);
    await expect(payCard.getByTestId('withdraw-amount')).toHaveText('$10.00');
    await expect(payCard.getByTestId('bank-details')).toContainText('Chloe Customer');
    await expect(payCard.getByTestId('bank-details')).toContainText('123-456');
    await expect(payCard.getByTestId('bank-details')).toContainText('12345678');
    await payCard.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as paid' }).click();
    await sawSnack(page, 'Withdrawal verified.');
    await expect(payCard).toBeHidden();

    const rejectCard = page.locator(`[data-withdraw-id="${rejected.withdraw.id}"]`);
    await rejectCard.getByRole('button', { name: 'Reject' }).click();
    // A rejection needs a reason, which the customer is sent.
    const rejectButton = page.getByRole('dialog').getByRole('button', { name: 'Reject withdrawal' });
    await expect(rejectButton).toBeDisabled();
    await page
      .getByRole('dialog')
      .getByLabel('Reason (sent to them)')
      .fill('The account name does not match.');
    await rejectButton.click();
    await sawSnack(page, 'Withdrawal rejected.');
    await expect(rejectCard).toBeHidden();

    // The rejected $10 is back in the wallet; the customer's list shows both decisions.
    expect((await customer.get<Me>('/api/users/me')).user.wallet).toBeCloseTo(walletBefore + 10, 2);
    const { withdraws } = await customer.get<{ withdraws: Array<{ id: string; status: number }> }>(
      '/api/withdraws',
    );
    expect(withdraws).toContainEqual(expect.objectContaining({ id: paid.id, status: 2 }));
    expect(withdraws).toContainEqual(expect.objectContaining({ id: rejected.withdraw.id, status: 3 }));

    // The Paid and Rejected tabs show them with their statuses.
    await page.getByRole('tab', { name: 'Paid' }).click();
    await expect(page.locator(`[data-withdraw-id="${paid.id}"]`).getByTestId('payout-state')).toHaveText(
      'Paid',
    );
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(
      page.locator(`[data-withdraw-id="${rejected.withdraw.id}"]`).getByTestId('payout-state'),
    ).toHaveText('Rejected');

    // The payout file for the bank holds what is still to transfer: neither decided one (fetched with the token,
    // saved as a file; the batch flow is in admin-queues.spec.ts).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download pending payouts (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payouts-.*\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).not.toContain(paid.id);
    expect(csv).not.toContain(rejected.withdraw.id);
  });
});
