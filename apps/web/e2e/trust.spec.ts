import type { Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import {
  CAFE,
  ensureCredit,
  join,
  liveCampaign,
  newCustomer,
  signUpCustomer,
  topUp,
  unique,
  type MeBody,
} from './journeys';

/**
 * Marketplace trust, in the browser at 390x844: a new customer is told why they cannot join until
 * the operator verifies them; an owner ends a campaign and gets the escrow back (and a creator still to do gets
 * the energy back); the operator's trust flags. Set-up runs through the real API.
 */

const shown = (n: number) => `$${n.toFixed(2)}`;
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** A 390x844 screenshot once the screen has settled (a dialog's fade-in would be caught half way). */
async function shot(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: test.info().outputPath(name) });
}

test('a new customer sees why they cannot join, the operator verifies them, and they join', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 2);
  const title = unique('Verified brunch');
  await liveCampaign(business, admin, {
    type: 4,
    title,
    participantsCount: 2,
    participantsShare: '1.00',
    link: 'www.example.com/brunch',
    platform: 'instagram',
  });
  const name = unique('Nina New');
  const creator = await signUpCustomer(request, name);

  // 1. Not verified yet: the Instagram campaign is not offered, and /campaings says why.
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/campaings');
  const why = page.getByTestId('why-no-offers');
  await expect(why).toContainText(
    `Your Instagram account ${creator.handle} is waiting for verification by our team.`,
  );
  await expect(
    page.getByText('You can join Instagram and TikTok campaigns once an account is verified.'),
  ).toBeVisible();
  await expect(page.getByTestId('offer-card').filter({ hasText: title })).toHaveCount(0);
  await shot(page, 'campaigns-not-verified-390.png');

  // 2. The operator finds them in "Creators to verify" (the menu counts the queue) and enters the count.
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin/creators');
  await expect(page.getByRole('heading', { name: 'Creators to verify' })).toBeVisible();
  const card = page.getByTestId('creator-row').filter({ hasText: name });
  await expect(card.getByRole('link', { name: `Instagram ${creator.handle}` })).toBeVisible();
  await shot(page, 'admin-creators-390.png');
  await card.getByLabel('Instagram followers').fill('4200');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('creator-row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: /^Creators to verify/ })).toBeVisible();
  await shot(page, 'admin-menu-badges-390.png');

  // 3. Verified: the campaign is offered, Accept works, and the activity shows the time left to submit.
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/campaings');
  await expect(page.getByTestId('why-no-offers')).toHaveCount(0);
  const offer = page.getByTestId('offer-card').filter({ hasText: title });
  await offer.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(snackbar(page)).toHaveText('You joined a new campaign.');
  await expect(offer).toHaveCount(0);
  await page.goto('/my_activity');
  const activity = page.getByTestId('activity-card').filter({ hasText: title });
  await expect(activity.getByTestId('activity-status')).toHaveText('To do');
  await expect(activity.getByTestId('activity-time-left')).toHaveText('2 days 23 h left to submit');
  await activity.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByTestId('activity-deadline')).toContainText(
    /^Submit by \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(2 days 23 h left\)\. After 72 hours without a submission/,
  );
  await shot(page, 'activity-time-left-390.png');
});

test('an owner ends a campaign and sees the refund', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 3);
  const title = unique('Ending soon');
  // $3.00 held: 3 places at $1.00. One creator submits (4,200 followers: paid $0.75), one never does.
  const id = await liveCampaign(business, admin, {
    type: 4,
    title,
    participantsCount: 3,
    participantsShare: '1.00',
    link: 'www.example.com/end',
    platform: 'instagram',
  });
  const poster = await join(request, admin, id);
  await poster.client.post(`/api/activities/${poster.activityId}/submit`, {
    link: 'https://www.instagram.com/p/ending1/',
    youtubeId: null,
    disclosed: true,
  });
  const idle = await join(request, admin, id);
  const energy = async () =>
    ((await idle.client.get<MeBody>('/api/users/me')).user as unknown as { energy: number }).energy;
  expect(await energy()).toBe(90);

  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto('/credit');
  const credit = page.getByTestId('available-credit');
  await expect(credit).toHaveText(/^\$\d/);
  const before = dollars(await credit.textContent());

  // On the details: the approve and reject confirmations say what each decision means (left undecided here).
  await page.goto(`/campaign_details?id=${id}`);
  await expect(page.getByTestId('review-title')).toHaveText(title);
  await page.getByRole('button', { name: 'Participants & Approvals' }).click();
  const row = page.getByTestId('participant-row').filter({ hasText: poster.handle });
  await row.getByRole('button', { name: `Reject ${poster.handle}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${poster.handle}?` });
  await expect(reject).toContainText('they can appeal within 72 hours');
  // A rejection needs its reason, and "Other" a few words.
  const confirmReject = reject.getByRole('button', { name: 'Reject', exact: true });
  await expect(confirmReject).toBeDisabled();
  await reject.getByRole('radio', { name: 'Other' }).check();
  await expect(confirmReject).toBeDisabled();
  await reject.getByLabel('What is wrong?').fill('The post was deleted.');
  await expect(confirmReject).toBeEnabled();
  await shot(page, 'reject-confirm-390.png');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();
  await row.getByRole('button', { name: `Approve ${poster.handle}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${poster.handle}?` });
  await expect(approve).toContainText('$0.75 goes to their wallet');
  await shot(page, 'approve-confirm-390.png');
  await approve.getByRole('button', { name: 'Cancel' }).click();
  await expect(approve).toBeHidden();

  // End campaign, with a confirmation stating what comes back.
  await page.getByRole('button', { name: 'End campaign' }).click();
  const confirm = page.getByRole('dialog', { name: 'End this campaign now?' });
  await expect(confirm).toContainText('Up to $3.00 still held for this campaign returns to your credit.');
  await expect(confirm).toContainText('Submissions waiting for your decision are approved and paid first');
  await shot(page, 'end-campaign-confirm-390.png');
  await confirm.getByRole('button', { name: 'End campaign' }).click();
  // The waiting submission was approved ($0.75), the rest came back.
  await expect(snackbar(page)).toHaveText('Campaign ended. $2.25 was returned to your credit.');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'End campaign' })).toHaveCount(0);
  // Settled: no more approvals on the details; the review says it is closed.
  await expect(page.getByRole('button', { name: 'Participants & Approvals' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Campaign Review' }).click();
  await shot(page, 'end-campaign-done-390.png');

  // The credit rose by exactly that, and the campaign is under Previous.
  await page.goto('/credit');
  await expect(credit).toHaveText(shown(before + 2.25));
  await page.goto('/business_campaigns');
  await page.getByRole('button', { name: 'Previous Campaigns' }).click();
  await expect(page.getByRole('link', { name: `open ${title}` })).toBeVisible();

  // The creators: the poster was paid; the one still to do sees why it expired, with the energy back.
  const { user: paid } = await poster.client.get<MeBody>('/api/users/me');
  expect(paid.wallet).toBe(0.75);
  expect(await energy()).toBe(100);
  await signIn(page, idle.email, DEMO_PASSWORD);
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  const card = page.getByTestId('activity-card').filter({ hasText: title });
  await expect(card.getByTestId('activity-status')).toHaveText('Expired');
  await card.click();
  await expect(page.getByTestId('activity-note')).toHaveText(
    'Expired: the campaign closed early, before you submitted. Your 10 energy was given back.',
  );
  await shot(page, 'activity-closed-early-390.png');
});

test('the operator sees accounts sharing a phone number and a withdrawal soon after a card top-up', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  const cafe = await as(request, CAFE);
  // Two creators who gave the same phone number (sign-up of the journeys uses one number).
  const twinName = unique('Twin One');
  const first = await signUpCustomer(request, twinName);
  const second = await newCustomer(request, admin);

  // The cafe tops up $20 by card, a creator pays $0.75 from the wallet at its counter, the cafe withdraws it.
  await cafe.post('/api/users/bank', {
    accountName: 'Cafe Pty Ltd',
    BSB: '063-000',
    accountNumber: '33445566',
  });
  await topUp(request, cafe, 20);
  await ensureCredit(request, business, 1);
  const id = await liveCampaign(business, admin, {
    type: 1,
    title: unique('Click for the cafe'),
    participantsCount: 1,
    participantsShare: '1.00',
    link: 'www.example.com/click',
    platform: 'instagram',
  });
  const { activity } = await second.client.post<{ activity: { id: string } }>(`/api/campaigns/${id}/accept`);
  await second.client.post(`/api/activities/${activity.id}/submit`, {});
  const { user: cafeUser } = await cafe.get<MeBody>('/api/users/me');
  await second.client.post('/api/payments', { wallet: 0.75, pocket: 0, venueID: cafeUser.id });
  await cafe.post('/api/withdraws', { amount: 0.75 });

  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin/flags');
  await expect(page.getByRole('heading', { name: 'Trust flags' })).toBeVisible();
  await page.getByRole('tab', { name: 'Phone numbers' }).click();
  const group = page.getByTestId('shared-group').filter({ hasText: '0412345678' });
  await expect(group.getByTestId('flagged-account').filter({ hasText: first.email })).toBeVisible();
  await expect(group.getByTestId('flagged-account').filter({ hasText: second.email })).toBeVisible();
  await shot(page, 'admin-flags-phones-390.png');

  await page.getByRole('tab', { name: 'Quick withdrawals' }).click();
  // Newest first: this test's withdrawal is the cafe's first card.
  const flagged = page.getByTestId('quick-withdrawal').filter({ hasText: CAFE }).first();
  await expect(flagged.getByTestId('quick-withdrawal-amount')).toHaveText('$0.75');
  await expect(flagged.getByTestId('quick-withdrawal-top-up')).toContainText('Card $20.00, paid ');
  await shot(page, 'admin-flags-withdrawals-390.png');

  // The trust signals: both creators signed up from this machine's address (flagged, not refused).
  await page.getByRole('tab', { name: 'Sign-up addresses' }).click();
  const address = page.getByTestId('shared-group').filter({ hasText: second.email }).first();
  await expect(address.getByTestId('shared-detail')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  await shot(page, 'admin-flags-signup-addresses-390.png');

  // The name opens the account on the Users page.
  await page.getByRole('tab', { name: 'Phone numbers' }).click();
  await group.getByRole('link', { name: twinName }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  await expect(page.getByTestId('user-row').filter({ hasText: first.email })).toBeVisible();
});
