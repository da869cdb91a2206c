/**
 * The operator refunds a top-up through the TEST MODE sandbox. The business's open tab is signed out
 * (suspended for review); once the operator reactivates the account, the business sees the message and its lower
 * credit.
 */
import {
  DEMO,
  DEMO_PASSWORD,
  as,
  expect,
  readOutboxCode,
  signIn,
  snackbar,
  test,
  uniqueEmail,
} from './fixtures';
import { topUp } from './journeys';

/** A new business for this run (the refund suspends it, so never a demo account), with $50 of credit. */
async function newBusiness(request: Parameters<typeof readOutboxCode>[0]) {
  const email = uniqueEmail('refund');
  expect((await request.post('/api/verify', { data: { email } })).ok()).toBeTruthy();
  const signup = await request.post('/api/signup', {
    data: {
      email,
      name: 'Rhea Refund',
      phone: '0412345678',
      instagramId: `refund.${Date.now().toString(36)}`,
      country: 'Australia',
      city: 'Melbourne',
      role: 2,
      business: { name: 'Refund Roasters', abn: '12345678901' },
      password: DEMO_PASSWORD,
      token: await readOutboxCode(request, email),
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  const client = await as(request, email);
  await topUp(request, client, 50);
  return { email, client };
}

test('the operator refunds a top-up through the sandbox, and the business sees the message and its lower credit', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const business = await newBusiness(request);

  // The business has its credit page open.
  await signIn(page, business.email, DEMO_PASSWORD);
  await page.goto('/credit');
  await expect(page.getByTestId('available-credit')).toHaveText('$50.00');

  // The operator finds the top-up by the business's e-mail and refunds $20 of it.
  const opsContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ops = await opsContext.newPage();
  await signIn(ops, DEMO.admin, DEMO_PASSWORD);
  await ops.goto('/admin/top-ups');
  await ops.getByLabel('E-mail, name or provider id').fill(business.email);
  const card = ops.getByTestId('top-up-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('top-up-status')).toHaveText('Paid');
  await expect(card).toContainText('TEST MODE · card');
  await expect(card).toContainText('Refund Roasters');
  await card.getByRole('button', { name: 'Refund' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Refund this top-up?' });
  await expect(dialog).toContainText('TEST MODE');
  await expect(dialog.getByLabel('Amount')).toHaveValue('50.00');
  await dialog.getByLabel('Amount').fill('20');
  await ops.screenshot({ path: test.info().outputPath('operator-refund-dialog.png') });
  await dialog.getByRole('button', { name: 'Refund $20.00' }).click();
  await expect(snackbar(ops)).toContainText('The refund was recorded.');
  await expect(card.getByTestId('top-up-status')).toHaveText('Partially refunded');
  await expect(card.getByTestId('top-up-reversed')).toHaveText('Refunded $20.00 · Left $30.00');
  await expect(card).toContainText('Account suspended');
  await ops.screenshot({ path: test.info().outputPath('operator-top-ups.png') });

  // The business's open tab hears of it at once and is signed out: the account is suspended for review.
  // (?next= keeps the page a later sign-in returns to.)
  await expect(page).toHaveURL(/\/signin(\?next=[^&]+)?$/, { timeout: 15_000 });
  await page.getByLabel('Email').fill(business.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Your account has been disabled. Please contact support.')).toBeVisible();

  // The operator reviews and switches the account back on.
  await ops.goto('/admin/users');
  await ops.getByLabel('Name, e-mail or business').fill(business.email);
  await ops.getByRole('button', { name: 'Edit Refund Roasters' }).click();
  const edit = ops.getByRole('dialog');
  await edit.getByLabel('Not active (cannot sign in)').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await opsContext.close();

  // Signed in again, the business reads the message and sees $30.00 left.
  await signIn(page, business.email, DEMO_PASSWORD);
  await page.goto('/messages');
  await expect(page.getByTestId('messages')).toContainText(
    '$20.00 of your $50.00 top-up was refunded to your payment method: $20.00 left your credit. ' +
      'Your account is suspended for review.',
  );
  await page.screenshot({ path: test.info().outputPath('business-refund-message.png') });
  await page.goto('/credit');
  await expect(page.getByTestId('available-credit')).toHaveText('$30.00');
});
