import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test, type Client } from './fixtures';
import { ensureCredit, join, liveCampaign, unique, type MeBody } from './journeys';

/**
 * Payees' tax details (docs/finance.md "Payees' tax details"), on a phone: a fresh creator with money in the
 * wallet tries to withdraw, is told to give tax details first, is refused an ABN whose check digits do not add
 * up, gives a valid one and withdraws; the withdrawal is listed and the card shows the ABN. Set-up (earning,
 * bank details) runs through the real API.
 */

/** A fresh creator with $30 in the wallet and bank details, no tax details (the demo business pays $40 x 0.75). */
async function creatorWithMoney(request: APIRequestContext, admin: Client) {
  const business = await as(request, DEMO.business);
  await ensureCredit(request, business, 40);
  const id = await liveCampaign(business, admin, {
    type: 1,
    title: unique('E2E tax details'),
    conditions: 'Open the link and like the latest post.',
    platform: 'instagram',
    link: 'instagram.com/brewlab.co',
    participantsCount: 1,
    participantsShare: 40,
  });
  const creator = await join(request, admin, id);
  await creator.client.post(`/api/activities/${creator.activityId}/submit`, {});
  expect((await creator.client.get<MeBody>('/api/users/me')).user.wallet).toBeCloseTo(30, 2);
  await creator.client.post('/api/users/bank', {
    accountName: 'Tia Taxpayer',
    BSB: '062-000',
    accountNumber: '7654321',
  });
  return creator;
}

/** The page at 390 px, then at 320 px, back to 390 (scrolled to `at` each time). */
async function shoot(page: Page, name: string, at?: Locator) {
  await at?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`) });
  await page.setViewportSize({ width: 320, height: 700 });
  await at?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-320.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a creator gives an ABN before the first withdrawal', async ({ page, request, browser }) => {
  const admin = await as(request, DEMO.admin);
  const creator = await creatorWithMoney(request, admin);

  await signIn(page, creator.email, DEMO_PASSWORD);
  await page.goto('/my_wallet');
  const card = page.getByTestId('tax-details');
  await expect(card).toHaveAttribute('data-kind', 'none');
  await expect(card.getByRole('heading', { name: 'Tax details' })).toBeVisible();

  // Withdrawing first: the dialog says tax details come first and leads to the form.
  await page.getByRole('button', { name: 'Withdraw Money' }).click();
  const told = page.getByRole('dialog', { name: 'Withdraw Money' });
  await expect(told.getByTestId('tax-details-needed')).toHaveText(
    'Give your tax details before your first withdrawal.',
  );
  await expect(told.getByLabel('Amount')).toHaveCount(0);
  await shoot(page, 'tax-needed');
  await told.getByRole('button', { name: 'Give tax details' }).click();

  const form = page.getByRole('dialog', { name: 'Tax details' });
  await expect(form.getByRole('radio', { name: 'I have an ABN' })).toBeChecked();
  // The other choice shows the statement in Spruik's words and its tick.
  await form.getByRole('radio', { name: "I'm not in business: Statement by a supplier" }).check();
  await expect(form.getByTestId('tax-statement')).toContainText('private recreational pursuit or hobby');
  await expect(form.getByRole('checkbox', { name: 'I make this statement.' })).not.toBeChecked();
  await shoot(page, 'tax-statement');
  await form.getByRole('radio', { name: 'I have an ABN' }).check();

  // An ABN whose check digits do not add up is refused on the form.
  await form.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 557');
  await form.getByLabel('Legal name').fill('Tia Taxpayer');
  await form.getByLabel('Postal address').fill('7 Hardware Lane, Melbourne VIC 3000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a valid ABN: its check digits do not add up.')).toBeVisible();
  await shoot(page, 'tax-abn-invalid');

  await form.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 556');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toHaveText('Your tax details are saved.');
  await expect(form).toBeHidden();

  // Back to withdrawing, now with the amount.
  const withdraw = page.getByRole('dialog', { name: 'Withdraw Money' });
  await withdraw.getByLabel('Amount').fill('10');
  await withdraw.getByRole('checkbox').check();
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(snackbar(page)).toHaveText('Success');
  await expect(withdraw).toBeHidden();

  await expect(card).toHaveAttribute('data-kind', 'abn');
  await expect(card.getByTestId('tax-details-kind')).toHaveText('ABN 51 824 753 556');
  await expect(card).toContainText('Tia Taxpayer');
  await snackbar(page).getByRole('button', { name: 'Close' }).click();
  await shoot(page, 'tax-given', card);

  const row = page.getByTestId('payment-row').filter({ hasText: 'Withdrawal' }).filter({ hasText: '$10.00' });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByTestId('withdraw-status')).toHaveText('Pending');
  const { withdraws } = await creator.client.get<{ withdraws: Array<{ amount: number; state: string }> }>(
    '/api/withdraws',
  );
  expect(withdraws).toEqual([expect.objectContaining({ amount: 10, state: 'waiting' })]);

  // The operator sees the payee's ABN and legal name on the withdrawal.
  const { withdraws: queue } = await admin.get<{
    withdraws: Array<{
      id: string;
      user: { email: string };
      taxDetails: { kind: string; abn: string; legalName: string };
    }>;
  }>(`/api/admin/withdraws?status=1&q=${encodeURIComponent(creator.email)}`);
  expect(queue[0].taxDetails).toMatchObject({ kind: 'abn', abn: '51824753556', legalName: 'Tia Taxpayer' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const consolePage = await context.newPage();
  await signIn(consolePage, DEMO.admin, DEMO_PASSWORD);
  await consolePage.goto('/admin/withdrawals');
  // The search answers after a pause: wait for its list, so the card is not replaced while it is shot.
  const searched = consolePage.waitForResponse(
    (r) => r.url().includes('/api/admin/withdraws?') && r.url().includes('q='),
  );
  await consolePage.getByLabel('Name, e-mail, organisation, amount or id').fill(creator.email);
  await searched;
  await expect(consolePage.getByTestId('withdraw-card')).toHaveCount(1);
  const item = consolePage.locator(`[data-withdraw-id="${queue[0].id}"]`);
  await expect(item.getByTestId('withdraw-tax')).toHaveText(
    'ABN 51 824 753 556Tia Taxpayer · 7 Hardware Lane, Melbourne VIC 3000',
  );
  await shoot(consolePage, 'tax-operator-card', item.getByTestId('withdraw-tax'));
  await context.close();
});

test('a venue sees its tax details beside where withdrawals go, and changes them from its sign-up ABN', async ({
  page,
}) => {
  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await page.goto('/venue_credit');
  const card = page.getByTestId('tax-details');
  // The demo venue quoted the ABN it gave at sign-up (its check digits add up).
  await expect(card.getByTestId('tax-details-kind')).toHaveText('ABN 83 914 571 673');
  await shoot(page, 'tax-venue-card', card);
  await card.getByRole('button', { name: 'Change' }).click();
  const form = page.getByRole('dialog', { name: 'Tax details' });
  await expect(form.getByRole('textbox', { name: 'ABN' })).toHaveValue('83 914 571 673');
  await expect(form.getByLabel('Legal name')).toHaveValue('The Laneway Bar Pty Ltd');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});
