import type { APIRequestContext, Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test, type Client } from './fixtures';
import { ensureCredit, join, liveCampaign, unique } from './journeys';

/**
 * Live updates: what one user does shows on another user's open screen over the realtime channel,
 * with no reload and no polling. The acting side runs through the real API; the watching side is the browser.
 */

const endDate = () => new Date(Date.now() + 5 * 86_400_000).toISOString();

/**
 * Resolves once the page's realtime socket has announced the user ('user-sign-in'): from then on, pushes reach it.
 * Call it before the navigation that opens the socket.
 */
function liveChannelOpen(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('user-sign-in')) resolve();
      });
    });
  });
}

/** Counts full page loads from now on: a live update must not need one. */
function countLoads(page: Page) {
  const seen = { loads: 0 };
  page.on('load', () => seen.loads++);
  return seen;
}

/** A live, verified campaign of the business that one creator has joined. */
async function joinedCampaign(request: APIRequestContext, type: 1 | 4, share: number) {
  const business = await as(request, DEMO.business);
  const admin = await as(request, DEMO.admin);
  await ensureCredit(request, business, share);
  const title = unique(type === 1 ? 'Live click' : 'Live reel');
  const campaignId = await liveCampaign(business, admin, {
    type,
    title,
    conditions: 'Tag us and keep the post up for a week.',
    link: 'brewlab.example.com',
    platform: 'instagram',
    participantsCount: 1,
    participantsShare: share,
    endDate: endDate(),
  });
  const creator = await join(request, admin, campaignId);
  return { business, creator, title, campaignId, activityId: creator.activityId };
}

const submitProof = (creator: Client, activityId: string) =>
  creator.post(`/api/activities/${activityId}/submit`, {
    link: 'www.instagram.com/p/live-e2e',
    disclosed: true,
  });

test('a business watching its home sees the unseen badge rise when a customer submits proof', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { creator, activityId } = await joinedCampaign(request, 4, 1);

  await signIn(page, DEMO.business, DEMO_PASSWORD);
  // Reading the messages marks them seen: the badge starts from nothing.
  const open = liveChannelOpen(page);
  await page.goto('/messages');
  await expect(page.getByTestId('messages')).toBeVisible();
  await open;
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/business_home$/);
  const badge = page.getByRole('link', { name: 'Messages' }).locator('.MuiBadge-badge');
  await expect(badge).toHaveClass(/MuiBadge-invisible/);
  const loads = countLoads(page);

  await submitProof(creator.client, activityId);
  await expect(badge).not.toHaveClass(/MuiBadge-invisible/);
  await expect(badge).toHaveText('1');
  expect(loads.loads).toBe(0);
  await page.screenshot({ path: test.info().outputPath('business-home-badge.png') });
});

test('a customer watching their activities sees the approval and the new wallet balance, with no reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { business, creator, title, campaignId, activityId } = await joinedCampaign(request, 4, 1);
  await submitProof(creator.client, activityId);

  await signIn(page, creator.email, DEMO_PASSWORD);
  const open = liveChannelOpen(page);
  await page.goto('/my_activity');
  const card = page.getByTestId('activity-card').filter({ hasText: title });
  await expect(card.getByTestId('activity-status')).toHaveText('Submitted');
  const wallet = page.getByRole('link', { name: 'My Wallet' }).first();
  await expect(wallet).toContainText('$0.00');
  await open;
  const loads = countLoads(page);

  await business.post(`/api/campaigns/${campaignId}/${activityId}`, { approve: true });
  // 4,200 Instagram followers: factor 0.75 of $1.00. The approval's message (the same one a push carries, with
  // what was paid) follows the activity's own notice and is the one left on screen.
  await expect(snackbar(page)).toHaveText(
    `Your submission to "${title}" was approved: $0.75 was added to your wallet.`,
  );
  await expect(wallet).toContainText('$0.75');
  await expect(card).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('my-activity-approved.png') });
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  await expect(page.getByTestId('activity-note')).toHaveText(
    'You are approved. $0.75 was added to your wallet.',
  );
  expect(loads.loads).toBe(0);
});

test('the venue counter shows a new payment within a second, with its confirmation code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // An instant (Increase Click) campaign puts $0.75 in a new creator's wallet.
  const { creator, activityId } = await joinedCampaign(request, 1, 1);
  await creator.client.post(`/api/activities/${activityId}/submit`, {});
  const { venues } = await creator.client.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const venueId = venues.find((v) => v.name === 'The Laneway Bar')!.id;

  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  const open = liveChannelOpen(page);
  await page.goto('/payments');
  await expect(
    page.getByTestId('venue-payment').or(page.getByText('No payments yet.')).first(),
  ).toBeVisible();
  await open;
  const loads = countLoads(page);
  const polls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/payments') && polls.push(r.url()));

  const { payment } = await creator.client.post<{ payment: { confirmationCode: string } }>('/api/payments', {
    venueID: venueId,
    wallet: '0.50',
    requestId: crypto.randomUUID(),
  });
  const row = page.getByTestId('venue-payment').filter({ hasText: payment.confirmationCode });
  await expect(row).toBeVisible({ timeout: 1_000 });
  await expect(row).toContainText('$0.50');
  await expect(row).toContainText(creator.handle);
  expect(loads.loads).toBe(0);
  // One refetch, caused by the push; nothing polls.
  await page.waitForTimeout(5_000);
  expect(polls).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('venue-payments-live.png') });
});
