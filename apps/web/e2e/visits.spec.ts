import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { ensureCredit, join, liveCampaign, unique } from './journeys';

const VENUE_NAME = 'The Laneway Bar';

/**
 * Proof of visit, in two browsers: a credit campaign that needs a visit refuses the creator's proof until they
 * check in at the counter (the customer shows the live code, the staff type it); then the proof goes in, the venue
 * approves, the creator spends pocket money there, and the owner reads the visit, the new guest and the spend in
 * the campaign's Return (docs/visits.md).
 */
test('a visit-gated campaign takes the proof after a check-in, and the owner sees the new guest and the spend in Return', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await as(request, DEMO.admin);
  const venue = await as(request, DEMO.venue);
  await ensureCredit(request, venue, 5);
  const title = unique('Visit first');
  // "Creators must visit before posting" is on unless turned off.
  const id = await liveCampaign(venue, admin, {
    type: 6,
    title,
    link: 'lanewaybar.example.com',
    platform: 'instagram',
    participantsCount: 1,
    participantsShare: '5.00',
  });
  const creator = await join(request, admin, id);
  const { user: venueUser } = await venue.get<{ user: { _id: string } }>('/api/users/me');

  const phone = { baseURL, viewport: { width: 360, height: 740 } };
  const customerContext = await browser.newContext(phone);
  const venueContext = await browser.newContext(phone);
  const customer = await customerContext.newPage();
  const staff = await venueContext.newPage();

  // The offer says so, and a proof before any visit is refused with the venue's name.
  await signIn(customer, creator.email, DEMO_PASSWORD);
  await customer.goto('/my_activity');
  await customer.getByTestId('activity-card').filter({ hasText: title }).click();
  let dialog = customer.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('campaign-visit')).toContainText('Creators must visit before posting');
  await dialog.getByLabel('Link to your post').fill('instagram.com/p/laneway-visit-e2e');
  await dialog.getByRole('checkbox', { name: /marked as an ad/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(snackbar(customer)).toHaveText(
    `Visit ${VENUE_NAME} and check in at the counter before you post.`,
  );

  // The customer checks in: the staff type the live code.
  await customer.goto(`/venue?id=${venueUser._id}`);
  await customer.getByRole('link', { name: "I'm here" }).click();
  const codeText = customer.getByTestId('check-in-code');
  await expect(codeText).toHaveText(/^[A-Z2-9]{6}$/);
  await signIn(staff, DEMO.venue, DEMO_PASSWORD);
  await staff.goto('/payments?tab=check-ins');
  await staff.getByTestId('check-in-code-input').fill((await codeText.textContent())!);
  await staff.getByRole('button', { name: 'Confirm check-in' }).click();
  await expect(staff.getByTestId('venue-check-in').first()).toContainText(creator.handle);
  await expect(customer.getByTestId('checked-in')).toHaveText(`Checked in at ${VENUE_NAME}`);

  // Now the proof goes in.
  await customer.goto('/my_activity');
  await customer.getByTestId('activity-card').filter({ hasText: title }).click();
  dialog = customer.getByRole('dialog', { name: title });
  await dialog.getByLabel('Link to your post').fill('instagram.com/p/laneway-visit-e2e');
  await dialog.getByRole('checkbox', { name: /marked as an ad/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(snackbar(customer)).toHaveText('Thank you for your participation.');

  // The venue approves ($5.00 into the creator's pocket there), and the creator spends $3.00 of it at the counter.
  await venue.post(`/api/campaigns/${id}/${creator.activityId}`, { approve: true });
  await creator.client.post('/api/payments', { wallet: 0, pocket: 3, venueID: venueUser._id });

  // The owner reads what the campaign brought back.
  await staff.goto(`/campaign_details?id=${id}`);
  await staff.getByRole('button', { name: 'Return' }).click();
  const section = staff.getByTestId('campaign-return');
  await expect(section.getByTestId('return-participants')).toHaveText('1');
  await expect(section.getByTestId('return-visited')).toHaveText('1 of 1 (100%)');
  await expect(section.getByTestId('return-newGuests')).toHaveText('1');
  await expect(section.getByTestId('return-returningGuests')).toHaveText('0');
  await expect(section.getByTestId('return-spendPocket')).toHaveText('$3.00');
  await expect(section.getByTestId('return-spendWallet')).toHaveText('$0.00');
  await expect(section.getByTestId('return-cost')).toHaveText('$5.00');
  await expect(section.getByTestId('return-costPerNewGuest')).toHaveText('$5.00');
  const row = section.getByTestId('return-creator');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 visit');
  await expect(row).toContainText('$3.00 pocket');
  await staff.screenshot({ path: 'test-results/visits-return-360.png', fullPage: true });

  await customerContext.close();
  await venueContext.close();
});
