import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { signUpCustomer } from './journeys';

const VENUE_NAME = 'The Laneway Bar';

/**
 * Proof of visit by check-in, in two browsers: the customer shows a live code on the venue's page, the venue's
 * staff type it on their Check-ins tab, the customer appears there and the customer's screen says so.
 */
test('a customer checks in and the venue confirms the code', async ({ browser, request, baseURL }) => {
  // A new customer each run: one visit per customer and venue counts every 3 hours.
  const c = await signUpCustomer(request, 'Check In Casey');
  const { venues } = await c.client.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const venueId = venues.find((v) => v.name === VENUE_NAME)!.id;

  const customerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const venueContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const customer = await customerContext.newPage();
  const staff = await venueContext.newPage();

  await signIn(customer, c.email, DEMO_PASSWORD);
  await customer.goto(`/venue?id=${venueId}`);
  await customer.getByRole('link', { name: "I'm here" }).click();
  await expect(customer).toHaveURL(new RegExp(`/check_in\\?id=${venueId}`));
  await expect(customer.getByTestId('check-in-venue')).toHaveText(VENUE_NAME);
  const codeText = customer.getByTestId('check-in-code');
  await expect(codeText).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(customer.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  await expect(customer.getByTestId('check-in-countdown')).toHaveText(/New code in \d+ s/);
  await customer.screenshot({ path: 'test-results/check-in-customer-360.png', fullPage: true });

  await signIn(staff, DEMO.venue, DEMO_PASSWORD);
  await staff.goto('/payments');
  await staff.getByRole('tab', { name: 'Check-ins' }).click();
  await expect(staff).toHaveURL(/tab=check-ins/);
  // A wrong code is refused with its text.
  await staff.getByTestId('check-in-code-input').fill('WWWWWW');
  await staff.getByRole('button', { name: 'Confirm check-in' }).click();
  await expect(staff.getByText('That code is not right.', { exact: false })).toBeVisible();

  // The code as the customer's screen shows it now (it may have changed since: read it again), typed in lower case.
  const code = (await codeText.textContent())!;
  await staff.getByTestId('check-in-code-input').fill(code.toLowerCase());
  await staff.getByRole('button', { name: 'Confirm check-in' }).click();
  await expect(staff.getByTestId('venue-check-in').first()).toContainText(c.handle);
  await expect(staff.getByTestId('check-in-code-input')).toHaveValue('');
  await staff.screenshot({ path: 'test-results/check-in-venue-360.png', fullPage: true });

  // The customer's screen switches to the confirmation, live.
  await expect(customer.getByTestId('checked-in')).toHaveText(`Checked in at ${VENUE_NAME}`);
  await customer.screenshot({ path: 'test-results/check-in-done-360.png', fullPage: true });

  await customerContext.close();
  await venueContext.close();
});
