import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { ensureCredit, join, liveCampaign, newCustomer, unique } from './journeys';

/**
 * The proof form on a 390 px phone: the API takes the original proof body (`link`, `youtubeId`, no
 * `disclosed`), our own form still asks for the ad tick (and focuses it when it is missing), and a YouTube
 * follow campaign reaches a creator once the operator verified the channel named on the profile, and
 * the proof form asks for the YouTube username.
 */

/** Three places at $1.00: what this file's campaigns offer. */
const places = { participantsCount: 3, participantsShare: '1.00' };

test("the API takes the spec's proof body without the tick; our form asks for it and focuses it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 6);
  const title = unique('Proof body');
  const id = await liveCampaign(business, admin, {
    ...places,
    type: 4,
    title,
    platform: 'instagram',
    link: 'www.instagram.com/p/e2e-brief',
  });

  // The original body: link and youtubeId only. Stored with disclosed false.
  const api = await join(request, admin, id);
  await api.client.post(`/api/activities/${api.activityId}/submit`, {
    link: 'https://www.instagram.com/p/spec-body/',
    youtubeId: null,
  });
  const { campaign } = await business.get<{
    campaign: { participants: Array<{ id: string; status: number; disclosed: boolean }> };
  }>(`/api/campaigns/${id}`);
  expect(campaign.participants.find((p) => p.id === api.activityId)).toMatchObject({
    status: 4,
    disclosed: false,
  });

  // Our form: without the tick it says why and puts the focus on the tick.
  const creator = await join(request, admin, id);
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/my_activity');
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  // A pasted link longer than allowed is kept whole, and the field says so with its length.
  const long = `www.instagram.com/p/${'x'.repeat(100)}`;
  await dialog.getByLabel('Link to your post').fill(long);
  await expect(dialog.getByLabel('Link to your post')).toHaveValue(long);
  await expect(
    dialog.getByText(`Link must contain less than 100 characters. This one has ${long.length}.`),
  ).toBeVisible();
  await dialog.getByLabel('Link to your post').fill('www.instagram.com/p/our-form');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(snackbar(page)).toHaveText('Please confirm the post is marked as an ad.');
  const tick = dialog.getByRole('checkbox', { name: /marked as an ad/ });
  await expect(tick).toBeFocused();
  await tick.check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(snackbar(page)).toHaveText('Thank you for your participation.');
});

test('a YouTube follow campaign reaches a creator with a verified channel, whose proof is the username', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 6);
  const title = unique('Subscribe on YouTube');
  await liveCampaign(business, admin, { ...places, type: 2, title, platform: 'youtube' });

  // The creator names a channel on the profile and the operator checks it (unverified, it is not offered).
  const creator = await newCustomer(request, admin);
  await creator.client.put('/api/users/me', {
    name: 'Cam Creator',
    country: 'Australia',
    city: 'Melbourne',
    instagramId: creator.handle,
    tiktokId: '',
    youtubeId: 'cam.creator',
  });
  const { user } = await creator.client.get<{ user: { id: string } }>('/api/users/me');
  await admin.put(`/api/admin/users/${user.id}`, { instagramFollowers: 4200, youtubeFollowers: 120 });
  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/campaings');
  const card = page.getByTestId('offer-card').filter({ hasText: title });
  await card.click();
  const offer = page.getByRole('dialog', { name: title });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(snackbar(page)).toHaveText('You joined a new campaign.');

  await page.goto('/my_activity');
  await page.getByTestId('activity-card').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const username = dialog.getByLabel('YouTube username');
  await expect(username).toBeVisible();
  const followed = dialog.getByRole('button', { name: 'I followed' });
  await followed.click();
  await expect(username).toBeFocused();
  await username.fill('cam.creator');
  await followed.click();
  await expect(snackbar(page)).toHaveText('Thank you for your participation.');
  await expect(
    page.getByTestId('activity-card').filter({ hasText: title }).getByTestId('activity-status'),
  ).toHaveText('Submitted');
});
