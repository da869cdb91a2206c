/**
 * Receipts and tax invoices (docs/finance.md): a business sees the service fee in the campaign preview, pays a
 * creator, asks for its tax invoice, opens and downloads it, and opens its top-up's receipt.
 *
 * The other journeys run on a server without a fee (PLATFORM_FEE_PERCENT 0, the default: their credit figures
 * assume it). This one starts its own server, the same script with a 10% fee and GST registration, on the port
 * after E2E_PORT + 1000, and stops it when done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
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
import { campaignIdByTitle, newCustomer, unique } from './journeys';

const FEE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
const FEE_URL = `http://127.0.0.1:${FEE_PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test.use({ baseURL: FEE_URL });

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(FEE_PORT), PLATFORM_FEE_PERCENT: '10', GST_REGISTERED: 'true' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    const up = await fetch(`${FEE_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the server with a fee did not start on ${FEE_URL}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server!.once('exit', r));
  server.kill('SIGTERM');
  await exited;
});

/** A new business for this run, so its receipts and invoices are only this journey's. */
async function newBusiness(request: Parameters<typeof readOutboxCode>[0]) {
  const email = uniqueEmail('invoice');
  expect((await request.post('/api/verify', { data: { email } })).ok()).toBeTruthy();
  const signup = await request.post('/api/signup', {
    data: {
      email,
      name: 'Ivy Invoice',
      phone: '0412345679',
      instagramId: `invoice.${Date.now().toString(36)}`,
      country: 'Australia',
      city: 'Melbourne',
      role: 2,
      business: { name: 'Invoice Roasters', abn: '51824753556' },
      password: DEMO_PASSWORD,
      token: await readOutboxCode(request, email),
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  return { email, client: await as(request, email) };
}

/** Add Credit → the TEST MODE checkout window → Pay; the window is closed once the result shows. */
async function topUpThroughSandbox(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add Credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credit' });
  await dialog.getByLabel('Amount').fill(amount);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Pay by card' }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox\/checkout\//);
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
  await checkout.waitForURL(/\/payment_result\?token=.+&session_id=.+/);
  await expect(checkout.getByTestId('amount-paid')).toHaveText(`$${amount}.00`);
  await checkout.close();
}

/** Saves a download and answers its name and first bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test("a business sees the fee in the preview, pays, and downloads the month's tax invoice", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const business = await newBusiness(request);
  const admin = await as(request, DEMO.admin);
  const title = unique('Invoice latte');

  // 1. The business tops up $50 in TEST MODE.
  await signIn(page, business.email, DEMO_PASSWORD);
  await page.goto('/credit');
  await topUpThroughSandbox(page, '50');
  await expect(page.getByTestId('available-credit')).toHaveText('$50.00');

  // 2. The new-campaign form: 2 places at $10.00; the preview shows the service fee on its own line.
  await page.goto('/new_campaign');
  await page.getByRole('link', { name: 'Increase Click' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: /^Link/ }).fill('invoiceroasters.example.com');
  await page.getByLabel('Participant count').fill('2');
  await page.getByLabel('Payment per participant').fill('10');
  await page.getByLabel('Conditions').fill('Open the link and like our latest post.');
  const input = page.getByRole('textbox', { name: 'End date' });
  const min = await page.getByTestId('end-date').getAttribute('data-min');
  const [y, m, d] = new Date(Date.parse(`${min}T12:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  await input.fill(`${d}/${m}/${y}`);
  await page.getByRole('radio', { name: 'Instagram' }).check();
  await expect(page.getByTestId('budget-note')).toContainText('$20.00 for creators + $2.00 service fee, 10%');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview).toContainText('Service fee');
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expect(snackbar(page)).toHaveText('Campaign created.');

  // 3. The operator verifies it; a creator (4,200 followers: $7.50) joins and is paid at once (type 1).
  const id = await campaignIdByTitle(business.client, title);
  await admin.post(`/api/admin/campaigns/${id}/verify`, { approve: true });
  const creator = await newCustomer(request, admin);
  const { activity } = await creator.client.post<{ activity: { id: string } }>(`/api/campaigns/${id}/accept`);
  await creator.client.post(`/api/activities/${activity.id}/submit`, {});

  // 4. On /credit the fee waits for its invoice: 10% of $7.50. The business asks for it now.
  await page.goto('/credit');
  // $50 less $20 for creators and the $2 fee reserved with them.
  await expect(page.getByTestId('available-credit')).toHaveText('$28.00');
  const section = page.getByTestId('documents-section');
  await expect(section.getByRole('heading', { name: 'Receipts and invoices' })).toBeVisible();
  await expect(section.getByTestId('fees-waiting')).toContainText('$0.75');
  await section.getByRole('button', { name: 'Get a tax invoice now' }).click();
  await expect(snackbar(page)).toHaveText(/^Tax invoice INV-\d{6} issued\.$/);
  const number = (/INV-\d{6}/.exec((await snackbar(page).textContent()) ?? '') ?? [''])[0];
  await expect(section.getByTestId('fees-waiting')).toBeHidden();
  const invoiceRow = section.getByTestId('document-row').filter({ hasText: number });
  await expect(invoiceRow).toContainText(`Tax invoice ${number}`);
  await expect(invoiceRow).toContainText('$0.75');

  // 5. The invoice: number, the fee line, GST 1/11 of the fee; then its PDF.
  await invoiceRow.click();
  await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('doc-title')).toHaveText('Tax invoice');
  await expect(page.getByTestId('doc-number')).toHaveText(number);
  await expect(page.getByTestId('doc-line')).toHaveText([`Service fee: campaign "${title}"$0.75`]);
  await expect(page.getByTestId('doc-gst')).toHaveText('$0.07');
  await expect(page.getByTestId('doc-total')).toHaveText('$0.75');
  await expect(page.getByTestId('doc-parties')).toContainText('Invoice Roasters');
  await expect(page.getByTestId('doc-parties')).toContainText('ABN 51 824 753 556');
  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toBe(`${number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 6. Back on /credit, the top-up's receipt.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/credit$/);
  await section.getByTestId('document-row').filter({ hasText: 'Receipt' }).click();
  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('doc-title')).toHaveText('Receipt');
  await expect(page.getByTestId('doc-total')).toHaveText('$50.00');
  await expect(
    page.getByText(
      'Receipt for prepaid credit. This is not a tax invoice: the service fee is invoiced monthly.',
    ),
  ).toBeVisible();
  const receipt = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(receipt.name).toMatch(/^receipt-R-[0-9A-F]{12}\.pdf$/);
  expect(receipt.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The books of the server with a fee stay green.
  const check = await admin.get<{ ok: boolean; problems: string[] }>('/api/admin/ledger/check');
  expect(check.problems).toEqual([]);
});
