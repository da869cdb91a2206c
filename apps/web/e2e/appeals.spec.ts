import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { campaignIdByTitle, ensureCredit, newCustomer, unique } from './journeys';

/**
 * Appeals: a creator whose post the owner rejected appeals with a note in the browser, the operator
 * reads it in the console's Appeals queue and overturns the rejection, and the creator's wallet rises.
 */
test('a rejected creator appeals, the operator overturns, and the wallet rises', async ({
  page,
  request,
}) => {
  const admin = await as(request, DEMO.admin);
  const business = await as(request, DEMO.business);
  const creator = await newCustomer(request, admin);
  const title = unique('Appeal brunch');

  // Set-up through the real API: a live type 4 campaign, the creator joins and submits, the owner rejects.
  await ensureCredit(request, business, 2);
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await business.post('/api/campaigns', {
    type: 4,
    title,
    conditions: 'Post about brunch and tag us.',
    participantsCount: 2,
    participantsShare: '1.00',
    endDate: end,
    link: 'www.example.com/brunch',
    platform: 'instagram',
  });
  const id = await campaignIdByTitle(business, title).catch(async () => {
    // A pending campaign is not in the live list yet: find it in the operator's queue.
    const { campaigns } = await admin.get<{ campaigns: Array<{ id: string; title: string }> }>(
      `/api/admin/campaigns?status=pending&q=${encodeURIComponent(title)}`,
    );
    return campaigns[0].id;
  });
  await admin.post(`/api/admin/campaigns/${id}/verify`, { approve: true });
  const { activity } = await creator.client.post<{ activity: { id: string } }>(`/api/campaigns/${id}/accept`);
  await creator.client.post(`/api/activities/${activity.id}/submit`, {
    link: 'https://www.instagram.com/p/appeal1/',
    youtubeId: null,
    disclosed: true,
  });
  await business.post(`/api/campaigns/${id}/${activity.id}`, { approve: false, reason: 'notLabelled' });

  // 1. The creator sees the rejection with the Appeal button, and appeals with a note.
  await signIn(page, creator.email, DEMO_PASSWORD);
  await expect(page.getByTestId('my-wallet')).toHaveText('$0.00');
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  const card = page.getByTestId('activity-card').filter({ hasText: title });
  await expect(card.getByTestId('activity-status')).toHaveText('Rejected');
  await card.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('activity-note')).toHaveText(
    'You are rejected. Reason: Not labelled as an ad.',
  );
  await dialog.getByRole('button', { name: 'Appeal' }).click();
  await dialog.getByLabel('Why is the rejection wrong?').fill('My post is live, tagged and marked #ad.');
  await dialog.getByRole('button', { name: 'Send appeal' }).click();
  await expect(snackbar(page)).toHaveText('Your appeal was sent. We will let you know the decision.');
  await expect(dialog.getByTestId('appeal-state')).toContainText('The operator will look at your work');
  await expect(dialog.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('appeal-sent-390.png') });

  // 2. The operator reads the proof, the rejection and the note, and overturns.
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin/appeals');
  const appeal = page.getByTestId('appeal-card').filter({ hasText: title });
  await expect(appeal.getByTestId('appeal-note')).toHaveText('My post is live, tagged and marked #ad.');
  await expect(appeal.getByRole('link', { name: 'https://www.instagram.com/p/appeal1/' })).toBeVisible();
  await expect(appeal).toContainText('rejected it');
  await page.screenshot({ path: test.info().outputPath('admin-appeals-390.png') });
  await appeal.getByRole('button', { name: 'Overturn and pay' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Overturn and pay' }).click();
  await expect(snackbar(page)).toHaveText('The rejection was overturned and the creator was paid.');
  await expect(page.getByTestId('appeal-card').filter({ hasText: title })).toHaveCount(0);

  // 3. The creator's wallet rose by the approval's pay ($1.00 x 0.75) and the activity is approved.
  await signIn(page, creator.email, DEMO_PASSWORD);
  await expect(page.getByTestId('my-wallet')).toHaveText('$0.75');
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  const done = page.getByTestId('activity-card').filter({ hasText: title });
  await expect(done.getByTestId('activity-status')).toHaveText('Approved');
  await done.click();
  await expect(page.getByTestId('appeal-state')).toHaveText('Your appeal was accepted.');
});
