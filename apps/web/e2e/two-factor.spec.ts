import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';

/**
 * The console's second factor: an operator (the demo finance operator, whose menu shows only the money pages)
 * sets up an authenticator from the console, and from then on the password alone opens nothing: the sign-in asks
 * for the code. Outside production ADMIN_2FA is optional, so an operator who enrolled is held to it and the
 * other journeys' admin@spruik.app still signs in with a password.
 */
const FINANCE = 'finance@spruik.app';

/** The code an authenticator shows for `secret`, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

async function passwordStep(page: Page) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(FINANCE);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/signin\/second-factor$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

test('an operator enrols TOTP, then signs in with a code and is refused without one', async ({
  page,
}, testInfo) => {
  // Four sign-ins and an enrolment: longer than one screen's journey.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, FINANCE, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  // Finance sees the money pages only.
  await expect(menu(page).getByRole('link', { name: /^Withdrawals/ })).toBeVisible();
  for (const hidden of [/^Campaigns/, 'Outbox', 'Operators']) {
    await expect(menu(page).getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/admin$/);

  // Enrol: QR, the key to type, a first code, the recovery codes once.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: testInfo.outputPath('two-factor-enrol-390.png'), fullPage: true });
  await page.getByLabel('6-digit code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath('two-factor-recovery-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'I saved them, continue' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  // The password alone: a code screen, and no session to reach the console with.
  const answer = await page.request.post('/api/signin', {
    data: { email: FINANCE, password: DEMO_PASSWORD },
  });
  const data = ((await answer.json()) as { data: Record<string, unknown> }).data;
  expect(data.secondFactor).toBe('code');
  expect(data.accessToken).toBeUndefined();
  await passwordStep(page);
  await page.screenshot({ path: testInfo.outputPath('two-factor-code-390.png'), fullPage: true });
  await page.goto('/admin');
  // Signed out, the console is where a sign-in would return to.
  await expect(page).toHaveURL(/\/signin\?next=%2Fadmin$/);

  // A wrong code is refused; the authenticator's code opens the console.
  await passwordStep(page);
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(snackbar(page)).toContainText('That code is not right');
  await expect(page).toHaveURL(/\/signin\/second-factor$/);
  // The enrolment used this step's code; the next step's is within the server's window.
  await page.getByLabel('6-digit code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
