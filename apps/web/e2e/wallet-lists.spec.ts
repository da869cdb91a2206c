import { as, DEMO, DEMO_PASSWORD, expect, signIn, test, type Client } from './fixtures';
import { liveCampaign, newCustomer } from './journeys';

/** A campaign run for the customer up to its payout: type 1 pays the wallet at once, type 6 a pocket. */
async function earn(owner: Client, admin: Client, customer: Client, type: 1 | 6, title: string) {
  const id = await liveCampaign(owner, admin, {
    type,
    title,
    conditions: 'Open the link and like the latest post.',
    link: 'lanewaybar.example.com',
    platform: 'instagram',
    participantsCount: 1,
    participantsShare: 1,
    // The lists are this journey's; the visit gate has its own (visits.spec.ts).
    requiresVisit: false,
  });
  await customer.get(`/api/campaigns/${id}/view`);
  const { activity } = await customer.post<{ activity: { _id: string } }>(`/api/campaigns/${id}/accept`);
  if (type === 1) return void (await customer.post(`/api/activities/${activity._id}/submit`, {}));
  await customer.post(`/api/activities/${activity._id}/submit`, {
    link: 'instagram.com/stories/chloe.eats/9',
    disclosed: true,
  });
  await owner.post(`/api/campaigns/${id}/${activity._id}`, { approve: true });
}

test('the wallet lists wallet money only and names the campaign; pocket money is under its pocket (390 px)', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const [admin, business, venue] = await Promise.all(
    [DEMO.admin, DEMO.business, DEMO.venue].map((e) => as(request, e)),
  );
  // A creator of its own: the demo customer's energy is spent by the journeys before this one.
  const creator = await newCustomer(request, admin);
  const customer = creator.client;
  const wallet = `E2E wallet click ${run}`;
  const pocket = `E2E pocket night ${run}`;
  await earn(business, admin, customer, 1, wallet);
  await earn(venue, admin, customer, 6, pocket);
  const { user: v } = await venue.get<{ user: { _id: string } }>('/api/users/me');
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const venueName = venues.find((x) => x.id === v._id)!.name;

  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  const rows = page.getByTestId('payment-row');
  const paid = rows.filter({ hasText: wallet });
  await expect(paid).toBeVisible();
  await expect(rows.filter({ hasText: pocket })).toHaveCount(0);
  await paid.click();
  const detail = page.getByRole('dialog', { name: 'Money received' });
  await expect(detail).toContainText(`Campaign${wallet}`);
  await expect(detail).toHaveCSS('opacity', '1');
  await page.screenshot({ path: test.info().outputPath('wallet-detail-campaign-390.png') });
  await detail.getByRole('button', { name: 'Close' }).click();

  // Both activities are finished: their cards say what they earned, not what the campaign offered.
  await page.goto('/my_activity');
  await page.getByRole('button', { name: 'Previous' }).click();
  const reward = (title: string) =>
    page.getByTestId('activity-card').filter({ hasText: title }).getByTestId('activity-reward');
  await expect(reward(wallet)).toHaveText(/^Earned \$0\.\d\d · Ends /);
  await expect(reward(pocket)).toHaveText(/^Earned \$1\.00 · Ends /);

  await page.goto('/my_rewards');
  await page.getByTestId('reward-pocket').filter({ hasText: venueName }).getByRole('button').click();
  const pocketDialog = page.getByRole('dialog', { name: `Pocket at ${venueName}` });
  const credit = pocketDialog.getByTestId('payment-row').filter({ hasText: pocket });
  await expect(credit).toBeVisible();
  await expect(credit).toHaveAttribute('data-direction', 'in');
  await expect(pocketDialog.getByTestId('payment-row').filter({ hasText: wallet })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('pocket-detail-390.png') });
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(pocketDialog.getByRole('link', { name: 'Pay here' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('pocket-detail-320.png') });
  await credit.click();
  await expect(page.getByRole('dialog', { name: 'Money received' })).toContainText(`Campaign${pocket}`);
});
