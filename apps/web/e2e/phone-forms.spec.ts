import type { Locator, Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { newCustomer } from './journeys';

/**
 * Forms and feedback on a 390 px phone: a failed submit shows its red message below the top bar, where
 * it covers neither the top bar's actions nor the form's bottom buttons, and moves focus to the field to fix,
 * scrolled clear of the top bar and the message. Withdraw Money under $10 says why before any dialog.
 */

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  expect(b, `${l.toString()} is on the page`).not.toBeNull();
  return b!;
};
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The red message is placed clear of the top bar's Back and of the given bottom buttons. */
async function expectClearOfActions(page: Page, actions: Locator[]) {
  const message = await box(snackbar(page));
  const back = await box(page.getByRole('button', { name: 'Back' }));
  expect(overlap(message, back), 'the message covers Back').toBe(false);
  expect(message.y, 'the message starts below the top bar').toBeGreaterThanOrEqual(back.y + back.height);
  for (const action of actions) {
    await action.scrollIntoViewIfNeeded();
    expect(overlap(await box(snackbar(page)), await box(action)), `the message covers ${action}`).toBe(false);
  }
}

/** The focused field is on screen and neither the sticky top bar nor the message covers it. */
async function expectFocusedInSight(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  const f = await box(field);
  const viewport = page.viewportSize()!;
  const bar = await box(page.locator('header').first());
  expect(f.y, 'the field is below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(f.y + f.height, 'the field is on screen').toBeLessThanOrEqual(viewport.height);
  expect(overlap(f, await box(snackbar(page))), 'the message covers the field').toBe(false);
}

test('a failed campaign form shows its error clear of the actions and focuses the field to fix', async ({
  page,
}) => {
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto('/create_campaign?type=4');
  const preview = page.getByRole('button', { name: 'Preview' });
  const cancel = page.getByRole('button', { name: 'Cancel' });

  // Everything but the title (the first field): the user is at the bottom of the long form when it fails.
  await page.getByLabel('Link (optional)').fill('brewlab.example.com/brief');
  await page.getByRole('radio', { name: 'Instagram' }).check();
  await page.getByLabel('Participant count').fill('2');
  await page.getByLabel('Payment per participant').fill('1');
  await page.getByLabel('Conditions').fill('Film our latte art and tag us.');
  await preview.scrollIntoViewIfNeeded();
  await preview.click();
  await expect(snackbar(page)).toHaveText('Please fill out the form correctly.');
  await expect(snackbar(page)).toHaveAttribute('data-severity', 'error');
  const title = page.getByLabel('Title');
  await expectFocusedInSight(page, title);
  await page.screenshot({ path: test.info().outputPath('campaign-form-error-390.png') });
  await expectClearOfActions(page, [cancel, preview]);
  await snackbar(page).getByRole('button', { name: 'Close' }).click();

  // A missing platform (a radio choice, not a text field) gets the focus too.
  await page.goto('/create_campaign?type=2');
  await page.getByLabel('Title').fill('Follow us week');
  await page.getByLabel('Participant count').fill('2');
  await page.getByLabel('Payment per participant').fill('1');
  await page.getByLabel('Conditions').fill('Follow us and stay a month.');
  const min = await page.getByTestId('end-date').getAttribute('data-min');
  const [y, m, d] = min!.split('-');
  await page.getByRole('textbox', { name: 'End date' }).fill(`${d}/${m}/${y}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(snackbar(page)).toHaveText('Which platform are you targeting?');
  await expectFocusedInSight(page, page.getByRole('radio', { name: 'Instagram' }));
  await expectClearOfActions(page, [
    page.getByRole('button', { name: 'Cancel' }),
    page.getByRole('button', { name: 'Preview' }),
  ]);
});

test('Withdraw Money under $10 says why on the screen and opens no dialog', async ({ page, request }) => {
  const admin = await as(request, DEMO.admin);
  const { email, client } = await newCustomer(request, admin);
  const { user } = await client.get<{ user: { wallet: number } }>('/api/users/me');
  expect(user.wallet).toBeLessThan(10);

  await signIn(page, email, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  const withdraw = page.getByRole('button', { name: 'Withdraw Money' });
  await expect(withdraw).toBeDisabled();
  const why = page.getByTestId('withdraw-minimum');
  await expect(why).toHaveText('Minimum $10: you can withdraw once your balance reaches $10.00.');
  // The reason is the button's description, so a screen reader hears it with the button.
  await expect(withdraw).toHaveAccessibleDescription(
    'Minimum $10: you can withdraw once your balance reaches $10.00.',
  );
  await withdraw.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('wallet-under-minimum-390.png') });
});

test('a missing campaign or venue shows a not-found state, not "Try again"', async ({ page }) => {
  const missing = '00000000-0000-4000-8000-000000000000';
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await page.goto(`/campaign_details?id=${missing}`);
  await expect(page.getByTestId('not-found')).toHaveText('Campaign not found.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  for (const path of ['/venue', '/venue_menu', '/visit_us', '/venues_campaigns']) {
    await page.goto(`${path}?id=${missing}`);
    await expect(page.getByTestId('not-found'), path).toHaveText('Venue not found.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});
