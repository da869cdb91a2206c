import type { APIRequestContext, Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { ensureCredit, liveCampaign, signUpCustomer, unique, type MeBody } from './journeys';

/**
 * Connected accounts in TEST MODE (docs/connected-accounts.md): the platform, not a person, confirms the creator's
 * followers and post. A creator connects Instagram on the sandbox's consent page, writes a post there, submits its
 * link, and is paid with no owner involved; an unlabelled post leaves the owner the failed check and the reasons.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The owner's Instagram handle, which a post must name. */
async function instagramHandle(owner: Awaited<ReturnType<typeof as>>) {
  const { user } = await owner.get<{ user: { instagramId: string } }>('/api/users/me');
  return user.instagramId.replace(/\/$/, '').split('/').pop()!;
}

/** Connects Instagram through the TEST MODE consent page from /profile, as the signed-in creator. */
async function connectInstagram(page: Page, handle: string, followers: number) {
  await page.goto('/profile');
  const row = page.getByTestId('connection-instagram');
  await expect(row).toContainText('Not connected');
  await row.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await page.getByLabel('Username').fill(handle);
  await page.getByLabel('Account type').selectOption({ label: 'Creator' });
  await page.getByLabel('Followers').fill(String(followers));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/profile\?social=instagram&result=connected$/);
  await expect(page.getByTestId('connect-result')).toContainText('Your account is connected');
  await expect(row).toContainText(/Connected/);
}

/** Publishes a post on the sandbox account and answers its link. */
async function publish(page: Page, caption: string) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Write test posts (TEST MODE)' }).click();
  await page.getByLabel('Caption').fill(caption);
  await page.getByRole('button', { name: 'Publish' }).click();
  const link = page.getByRole('link', { name: /instagram\.com\/p\// }).first();
  await expect(link).toBeVisible();
  return (await link.textContent())!.trim();
}

/** Joins the campaign (a post made before joining does not count). */
async function join(creator: Awaited<ReturnType<typeof as>>, id: string) {
  await creator.get(`/api/campaigns/${id}/view`);
  await creator.post(`/api/campaigns/${id}/accept`);
}

/** Submits the link through the activity's dialog. */
async function submit(page: Page, title: string, link: string) {
  await page.goto('/my_activity');
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Link to your post').fill(link);
  await dialog.getByRole('checkbox', { name: /marked as an ad/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // The platform may answer before the thanks is read: its verdict then takes the snackbar.
  await expect(snackbar(page)).toHaveText(/^Thank you for your participation\.$|was verified by Instagram/);
}

/** A live Instagram "Create Content" campaign by the demo business; answers it with the owner's handle. */
async function instagramCampaign(request: APIRequestContext, prefix: string) {
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 6);
  const title = unique(prefix);
  const id = await liveCampaign(business, admin, {
    type: 4,
    title,
    platform: 'instagram',
    link: 'www.instagram.com/p/e2e-connected',
    participantsCount: 2,
    participantsShare: '1.00',
  });
  return { business, owner: await instagramHandle(business), title, id };
}

test('a creator connects Instagram in TEST MODE, submits a post, sees it verified by Instagram and is paid with no owner', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { business, owner, title, id } = await instagramCampaign(request, 'Confirmed by Instagram');

  // A new creator: their handle waits for the operator, so no Instagram campaign is theirs to join yet.
  const fresh = await signUpCustomer(request, 'Connie Connected');
  await signIn(page, fresh.email, DEMO_PASSWORD);
  await connectInstagram(page, fresh.handle.slice(1), 1500);
  // The platform's count verifies the account: 1,500 is above Instagram's minimum of 100.
  const { user } = await fresh.client.get<
    MeBody & { user: { socialAccounts: Array<{ platform: string; state: string }> } }
  >('/api/users/me');
  expect(user.socialAccounts.find((a) => a.platform === 'instagram')?.state).toBe('verified');
  expect(user.wallet).toBe(0);

  await join(fresh.client, id);
  const link = await publish(page, `Brunch at @${owner} was the best this week #ad #brunch`);
  await submit(page, title, link);

  // The platform's answer comes from the job queue: the creator's activity says so, and the wallet rose.
  await expect
    .poll(async () => (await fresh.client.get<MeBody>('/api/users/me')).user.wallet, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  await expect(page.getByRole('dialog', { name: title }).getByTestId('proof')).toContainText(
    'Verified by Instagram',
  );
  await page.goto('/my_wallet');
  await expect(page.getByTestId('wallet-balance')).not.toHaveText(/\$0\.00/);

  // The owner decided nothing: the participant is approved, with every check passed.
  const { campaign } = await business.get<{
    campaign: {
      participants: Array<{ status: number; proof: { state: string; checks: Array<{ passed: boolean }> } }>;
    };
  }>(`/api/campaigns/${id}`);
  expect(campaign.participants[0].status).toBe(2);
  expect(campaign.participants[0].proof.state).toBe('verified');
  expect(campaign.participants[0].proof.checks.every((c) => c.passed)).toBe(true);
});

test('an unlabelled post shows the owner the failed check, and rejecting asks for a reason from the list', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { business, owner, title, id } = await instagramCampaign(request, 'Unlabelled post');

  const fresh = await signUpCustomer(request, 'Una Labelled');
  await signIn(page, fresh.email, DEMO_PASSWORD);
  await connectInstagram(page, fresh.handle.slice(1), 800);
  // Names the owner, but no ad label: "collab" is one of the vague tags that do not count.
  await join(fresh.client, id);
  const link = await publish(page, `Coffee with @${owner} today #collab`);
  await submit(page, title, link);
  await expect
    .poll(
      async () => {
        const { campaign } = await business.get<{
          campaign: { participants: Array<{ proof: { state: string } }> };
        }>(`/api/campaigns/${id}`);
        return campaign.participants[0]?.proof.state;
      },
      { timeout: 30_000 },
    )
    .toBe('failed');

  // The owner's screen: the verdict, each check with its result, and Reject asks why.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, DEMO.business, DEMO_PASSWORD);
  await ownerPage.goto(`/campaign_details?id=${id}`);
  await ownerPage.getByRole('button', { name: 'Participants & Approvals' }).click();
  const proof = ownerPage.getByTestId('participant-proof');
  await expect(proof).toContainText('Not confirmed by Instagram');
  const adCheck = proof.getByTestId('proof-check').filter({ hasText: 'It is labelled as an ad' });
  await expect(adCheck).toContainText(/collab/i);
  await expect(proof.getByTestId('proof-check').filter({ hasText: 'It names the business' })).toContainText(
    `@${owner}`,
  );

  await ownerPage
    .getByTestId('participant-row')
    .getByRole('button', { name: /Reject/ })
    .click();
  const confirm = ownerPage.getByRole('dialog');
  for (const reason of [
    'Not labelled as an ad',
    'Wrong account',
    'Post missing',
    'Posted before joining',
    'Does not mention us',
    'Other',
  ])
    await expect(confirm.getByRole('radio', { name: reason })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await confirm.getByRole('radio', { name: 'Not labelled as an ad' }).check();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(ownerPage.getByTestId('participant-proof')).toContainText('Reason: Not labelled as an ad.');

  // The creator reads the same reason on their activity (decided ones are under Previous).
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  await expect(page.getByRole('dialog', { name: title })).toContainText('Reason: Not labelled as an ad.');
  await ownerContext.close();
});
