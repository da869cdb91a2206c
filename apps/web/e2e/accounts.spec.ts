import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, readOutboxCode, signIn, snackbar, test, uniqueEmail } from './fixtures';

const PASSWORD = 'Str0ng-pass!';
const CODE_SENT = 'Please enter the verification code sent to your email to complete the process.';

/** Fills the common sign-up fields, ticks the terms, sends the code and types the e-mailed code. */
async function fillSignup(
  page: Page,
  request: Parameters<typeof readOutboxCode>[0],
  email: string,
  name: string,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Phone').fill('0412345678');
  await page.getByLabel('Instagram ID').fill(`e2e_${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);

  const send = page.getByRole('button', { name: 'Send verification code' });
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await expect(send).toBeDisabled();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await send.click();
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  await page.getByLabel('Verification code').fill(await readOutboxCode(request, email));
  return submit;
}

test('a customer signs up, signs in, edits the profile and logs out', async ({ page, request }) => {
  const email = uniqueEmail('customer');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'I am ready to sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'How do you want to register?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /As a venue/ })).toHaveCount(0);
  await page.getByRole('button', { name: /As a customer/ }).click();
  await expect(page.getByLabel('Referral code (optional)')).toBeVisible();

  const submit = await fillSignup(page, request, email, 'Casey Creator');
  await submit.click();
  await expect(
    page.getByText('You have successfully registered. You may now proceed to sign in.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('my-level')).toHaveText('Basic');

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Casey Creator');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit_profile$/);
  await expect(page.getByLabel('Email')).toBeDisabled();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Casey Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edited successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Casey Renamed');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a business signs up and lands on the business home after signing in', async ({ page, request }) => {
  const email = uniqueEmail('business');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'I am ready to sign up' }).click();
  await page.getByRole('button', { name: /As a business/ }).click();
  await page.getByLabel('Business name').fill('E2E Espresso Co');
  await page.getByLabel('ABN').fill('12345678901');
  const submit = await fillSignup(page, request, email, 'Bailey Business');
  await submit.click();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/business_home$/);
  await expect(page.getByRole('link', { name: 'Live Campaigns' })).toBeVisible();
});

test('a venue sign-up ends with the staff-contact text', async ({ page, request }) => {
  const email = uniqueEmail('venue');
  await page.goto('/signup?role=1');
  await page.getByLabel('Venue name').fill('The E2E Arms');
  await page.getByLabel('ABN').fill('98765432109');
  await page.getByLabel('Address').fill('1 Test Lane, Melbourne VIC 3000');
  await page.getByLabel('Website').fill('www.e2e-arms.com.au');
  const submit = await fillSignup(page, request, email, 'Vic Venue');
  await submit.click();
  await expect(
    page.getByText(
      'You have successfully signed up. One of our team members will contact you to finalise your registration.',
    ),
  ).toBeVisible();
});

test('a wrong password shows the red snackbar', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByLabel('Password', { exact: true }).fill(`${DEMO_PASSWORD}-wrong`);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await expect(snackbar(page)).toHaveAttribute('data-severity', 'error');
  await expect(snackbar(page)).toHaveCSS('background-color', 'rgb(198, 40, 40)'); // the theme's error red (#c62828)
  await expect(page).toHaveURL(/\/signin$/);
});
