import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, readOutboxCode, signIn, test, uniqueEmail } from './fixtures';

/**
 * The outbox is a page of the operator console. Codes and reset links show hidden; the owner (the demo
 * admin) shows one after writing a reason, and reads the sign-up code that was just e-mailed (the same code the
 * local dev outbox shows), on a desktop and on a phone. The support operator sees the mail, never the code.
 */

/** Asks for a sign-up code for a new address and answers the address. */
async function requestCode(page: Page) {
  const email = uniqueEmail('outbox');
  const res = await page.request.post('/api/verify', { data: { email } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return email;
}

/** Finds the mail to `email` on the Outbox page: shown with its code hidden. */
async function findMail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Recipient').fill(email);
  const mail = page.getByTestId('outbox-mail');
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`To ${email}`);
  await expect(mail.getByRole('heading')).toHaveText('Your Spruik verification code: [hidden]');
  await expect(mail).toContainText('Outbox only');
  await expect(mail.locator('pre')).not.toContainText(/\d{6}/);
  return mail;
}

/** The owner shows the hidden code after a reason, and answers the 6-digit code the mail then shows. */
async function readCodeOnPage(page: Page, email: string) {
  const mail = await findMail(page, email);
  await mail.getByRole('button', { name: 'Show link or code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Show the hidden link or code?' });
  await dialog.getByLabel('Reason').fill('The user says the code never arrived.');
  await dialog.getByRole('button', { name: 'Show' }).click();
  await expect(dialog).toBeHidden();
  await expect(mail.getByRole('heading')).toHaveText(/^Your Spruik verification code: \d{6}$/);
  const text = (await mail.locator('pre').textContent()) ?? '';
  return text.match(/\b(\d{6})\b/)?.[1];
}

test.describe('the admin reads mail in the console', () => {
  test('on a desktop: Outbox in the menu shows the sign-up code mail', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = await requestCode(page);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    const code = await readCodeOnPage(page, email);
    expect(code).toMatch(/^\d{6}$/);
    // The same mail the local machine reads at /api/dev/outbox.
    expect(code).toBe(await readOutboxCode(page.request, email));
    await page.screenshot({ path: testInfo.outputPath('outbox-desktop.png'), fullPage: true });
  });

  test('on a phone: the menu button opens the drawer, Outbox shows the mail', async ({ page }, testInfo) => {
    const email = await requestCode(page);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Outbox' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    const code = await readCodeOnPage(page, email);
    expect(code).toBe(await readOutboxCode(page.request, email));
    await page.screenshot({ path: testInfo.outputPath('outbox-390.png'), fullPage: true });
  });

  test('the support operator reads the mail with its code hidden, and cannot show it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = await requestCode(page);
    await signIn(page, 'support@spruik.app', DEMO_PASSWORD);
    await page.goto('/admin/outbox');
    const mail = await findMail(page, email);
    await expect(mail.getByRole('button', { name: 'Show link or code' })).toHaveCount(0);
  });

  test('other roles never see it: a customer is sent home and the API answers 403', async ({ page }) => {
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto('/admin/outbox');
    await expect(page).not.toHaveURL(/\/admin/);
    const login = await page.request.post('/api/signin', {
      data: { email: DEMO.customer, password: DEMO_PASSWORD },
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const res = await page.request.get('/api/admin/outbox', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(res.status()).toBe(403);
  });
});
