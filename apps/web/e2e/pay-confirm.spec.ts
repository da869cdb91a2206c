import type { Request } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { earnVoucher } from './journeys';

test('paying at a venue asks to confirm the venue, amounts and voucher; Cancel pays nothing (390 px)', async ({
  page,
  request,
}) => {
  const customer = await as(request, DEMO.customer);
  const venue = await as(request, DEMO.venue);
  await earnVoucher(venue, await as(request, DEMO.admin), customer);
  const { user: self } = await venue.get<{ user: { _id: string } }>('/api/users/me');
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const me = { _id: self._id, name: venues.find((v) => v.id === self._id)!.name };
  const credit = async () =>
    (await customer.get<{ user: { wallet: number; pocket: number } }>(`/api/payments/${me._id}/credit`)).user;
  const before = await credit();
  expect(before.wallet, 'the demo customer has wallet money').toBeGreaterThanOrEqual(0.5);
  expect(before.pocket, 'and pocket money at the venue').toBeGreaterThanOrEqual(0.25);

  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payments') sent.push(r);
  });
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto(`/payment?id=${me._id}`);
  await page.getByLabel('From my wallet').fill('0.50');
  await page.getByLabel('From my pocket here').fill('0.25');
  await page.getByRole('button', { name: 'Voucher 15% off' }).first().click();
  await page.getByRole('button', { name: 'Pay' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(confirm).toContainText(`Venue${me.name}`);
  await expect(confirm).toContainText('From wallet$0.50');
  await expect(confirm).toContainText('From pocket$0.25');
  await expect(confirm).toContainText('Total$0.75');
  await expect(confirm).toContainText('Voucher15% off');
  await expect(confirm).toContainText('Payments are final');
  await page.screenshot({ path: test.info().outputPath('pay-confirm-390.png') });
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(confirm.getByRole('button', { name: 'Confirm and pay' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('pay-confirm-320.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // Cancel: back to the form as typed, nothing sent, nothing paid.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('From my wallet')).toHaveValue('0.50');
  expect(sent).toHaveLength(0);
  expect(await credit()).toEqual(before);

  await page.getByRole('button', { name: 'Pay' }).click();
  await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(snackbar(page)).toHaveText('Successfully paid');
  await expect(page).toHaveURL(/\/payment_receipt\?id=/);
  await expect(page.getByTestId('receipt-total')).toContainText('$0.75');
  await expect(page.getByTestId('receipt-voucher')).toContainText('15% off');
  // The ticking clock says what it is for.
  await expect(page.getByTestId('receipt-live-label')).toHaveText('Live — show this to the staff');
  await expect(page.getByTestId('receipt-clock')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt-live-390.png') });
  expect(sent).toHaveLength(1);
  const after = await credit();
  expect(Math.round((before.wallet - after.wallet) * 100)).toBe(50);
  expect(Math.round((before.pocket - after.pocket) * 100)).toBe(25);
});
