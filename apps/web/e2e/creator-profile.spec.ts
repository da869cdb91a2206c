/**
 * The creator on a 390 px phone: a deep link survives signing in, the sign-up form refuses a handle no
 * platform allows and keeps only the phone's digits, the guest screens' dead ends are gone, the Legend copies and
 * shares the referral code, and a declined creator corrects the handle while the profile is locked.
 */
import type { Page } from '@playwright/test';
import { HANDLE_RULES } from '@spruik/shared';
import { as, DEMO, DEMO_PASSWORD, expect, snackbar, test } from './fixtures';
import { signUpCustomer } from './journeys';

async function fillSignin(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a deep link opened signed out is where sign-in returns; another site never is', async ({ page }) => {
  await page.goto('/campaings?tab=previous');
  await expect(page).toHaveURL(/\/signin\?next=%2Fcampaings%3Ftab%3Dprevious$/);
  await fillSignin(page, DEMO.customer);
  await expect(page).toHaveURL(/\/campaings\?tab=previous$/);

  await page.goto('/signin?next=https%3A%2F%2Fevil.example%2Fphish');
  await fillSignin(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/signin?next=%2F%2Fevil.example');
  await fillSignin(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
});

test('sign-up: the phone keeps digits only, and a handle with a space is refused in words', async ({
  page,
}) => {
  await page.goto('/signup?role=3');
  const phone = page.getByLabel('Phone');
  await phone.pressSequentially('0412 345 678');
  await expect(phone).toHaveValue('0412345678');
  await expect(page.getByText('10/10 digits')).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially('04ab12');
  await expect(phone).toHaveValue('0412');
  await phone.fill('0412 345 678');
  await expect(phone).toHaveValue('0412345678');

  await page.getByLabel('Email').fill('casey@example.com');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Casey');
  await page.getByLabel('Instagram ID').fill('casey smith');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng-pass!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(snackbar(page)).toContainText(HANDLE_RULES.instagram.message);
  await expect(page.getByLabel('Instagram ID')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('signup-handle-390.png'), fullPage: true });

  await page.getByLabel('Instagram ID').fill('@casey.smith');
  await page.getByLabel('TikTok ID (optional)').fill('casey-smith');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(snackbar(page)).toContainText(HANDLE_RULES.tiktok.message);
});

test('the role dialog closes with its button; /reset_password without a token offers a new link', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'I am ready to sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'How do you want to register?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('role-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/reset_password');
  await expect(page.getByTestId('reset-no-token')).toContainText('no reset code');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('reset-no-token-390.png') });
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forget_password$/);
});

test('the Legend copies and shares the referral code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet: a stand-in records what would be shared.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto('/profile');
  await fillSignin(page, 'legend@spruik.app');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('referral-code')).toHaveText('LIAM2024');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(snackbar(page)).toContainText('Referral code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('LIAM2024');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.text))
    .toContain('LIAM2024');
  await page.getByTestId('referral-code').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('referral-390.png') });
});

test('a creator waits for verification, is declined, and corrects the handle while locked', async ({
  page,
  request,
}) => {
  const creator = await signUpCustomer(request, 'Wren Waiting');
  await page.goto('/profile');
  await fillSignin(page, creator.email);
  await expect(page.getByTestId('verification-note')).toContainText('waiting for verification');
  await page.screenshot({ path: test.info().outputPath('profile-waiting-390.png') });

  // The month's edit, then the operator could not find the handle.
  await creator.client.put('/api/users/me', {
    name: 'Wren Waiting',
    country: 'Australia',
    city: 'Melbourne',
    instagramId: `${creator.handle.slice(1)}x`,
    tiktokId: '',
  });
  const admin = await as(request, DEMO.admin);
  await admin.post(`/api/admin/users/${creator.id}/decline-social`, {
    reason: 'We could not find this account.',
  });

  await page.reload();
  await expect(page.getByTestId('verification-note')).toContainText('could not find this account');
  await page.getByRole('button', { name: 'Edit' }).click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeDisabled();
  await expect(page.getByText(/Locked until/).first()).toBeVisible();
  const instagram = page.getByLabel('Instagram ID');
  await expect(instagram).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('edit-locked-390.png'), fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.screenshot({ path: test.info().outputPath('edit-locked-320.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  await instagram.fill(creator.handle.slice(1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toContainText('Edited successfully');
  await expect(page.getByTestId('verification-note')).toContainText('waiting for verification');
  await expect(page.getByTestId('social-state-instagram')).toContainText(creator.handle);
});
