/**
 * Statements. A business reads its statement and downloads it as CSV; the operator adjusts a
 * customer's wallet from the per-user statement and the customer sees the line on theirs.
 */
import { readFileSync } from 'node:fs';
import { DEMO, as, expect, signIn, snackbar, test } from './fixtures';
import { newCustomer, topUp, type MeBody } from './journeys';

type Line = { id: string; description: string; amount: number; balance: number };
type Statement = { account: { balance: number }; lines: Line[]; nextCursor: string | null };

/** Rows of a CSV whose every cell is quoted (the server's csv-stringify output); quotes inside are doubled. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1].replace(/""/g, '"')));
}

const dollars = (n: number) => `$${n.toFixed(2)}`;

test.describe('statements', () => {
  test('a business reads its statement and downloads the CSV', async ({ page, request }) => {
    const business = await as(request, DEMO.business);
    await topUp(request, business, 20);
    const { user } = await business.get<MeBody>('/api/users/me');
    const credit = user.details!.credit!;

    await signIn(page, DEMO.business, 'Password123!');
    await page.goto('/credit');
    await page.getByRole('link', { name: 'Statement' }).click();
    await expect(page).toHaveURL(/\/statement$/);
    await expect(page.getByTestId('statement-balance')).toHaveText(dollars(credit));
    const newest = page.getByTestId('statement-line').first();
    await expect(newest).toContainText('Top-up by card');
    await expect(newest.getByTestId('statement-amount')).toHaveText('+$20.00');
    await expect(newest.getByTestId('statement-running-balance')).toHaveText(`Balance ${dollars(credit)}`);
    await page.screenshot({ path: test.info().outputPath('business-statement.png'), fullPage: true });

    // The CSV holds the same lines as the statement, every one of them, newest first.
    const all = await business.get<Statement>('/api/statement?limit=500');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-available-credit-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(readFileSync((await file.path())!, 'utf8'));
    expect(rows[0]).toEqual(['Date', 'Description', 'Money in', 'Money out', 'Balance', 'Entry ID']);
    expect(rows).toHaveLength(all.lines.length + 1);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'Top-up by card',
      '20.00',
      '',
      credit.toFixed(2),
      all.lines[0].id,
    ]);
    rows.slice(1).forEach((r, i) => {
      const l = all.lines[i];
      expect(r[1]).toBe(l.description);
      expect(r[l.amount > 0 ? 2 : 3]).toBe(Math.abs(l.amount).toFixed(2));
      expect(r[4]).toBe(l.balance.toFixed(2));
    });
    // The oldest line starts from nothing: money in less money out adds up to the balance.
    const cents = (s: string) => (s ? Math.round(Number(s) * 100) : 0);
    const sum = rows.slice(1).reduce((total, r) => total + cents(r[2]) - cents(r[3]), 0);
    expect(sum).toBe(Math.round(credit * 100));

    // The printable page: the whole statement in a table, the print dialog opened once, no app bars.
    // The app moves there without loading a new document, so the print dialog is replaced in this one.
    await page.evaluate(() => {
      const w = window as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => void w.printed++;
    });
    await page.getByRole('link', { name: 'Print' }).click();
    await expect(page).toHaveURL(/\/statement\/print\?.*print=1/);
    await expect(page.getByTestId('print-line')).toHaveCount(all.lines.length);
    await expect(page.getByTestId('print-balance')).toHaveText(`Balance: ${dollars(credit)}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('business-statement-print.png'), fullPage: true });
  });

  test("the operator adjusts a customer's wallet and the customer sees the line on their statement", async ({
    page,
    request,
  }) => {
    const admin = await as(request, DEMO.admin);
    const { email } = await newCustomer(request, admin);

    await signIn(page, DEMO.admin, 'Password123!');
    await page.goto('/admin/users');
    await page.getByLabel('Name, e-mail or business').fill(email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /^Statement of/ }).click();
    await expect(page.getByRole('heading', { name: 'Statement: Cam Creator' })).toBeVisible();
    await expect(page.getByTestId('statement-balance')).toHaveText('$0.00');
    await expect(page.getByText('No money has moved here yet.')).toBeVisible();

    const adjust = async (direction: 'Credit' | 'Debit', amount: string, reason: string) => {
      await page.getByRole('button', { name: 'Adjust balance' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: direction, exact: true }).click();
      await dialog.getByLabel('Amount').fill(amount);
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByTestId('adjust-preview')).toHaveText(`Adjustment: ${reason}`);
      await page.screenshot({ path: test.info().outputPath(`adjust-${direction}.png`) });
      await dialog.getByRole('button', { name: `Confirm ${direction.toLowerCase()}` }).click();
    };
    // A reason is required before anything is confirmed.
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByRole('dialog').getByLabel('Amount').fill('5');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toContainText('Please give the reason for the adjustment.');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await adjust('Credit', '12.5', 'Goodwill for the outage');
    await expect(snackbar(page)).toContainText('Balance adjusted.');
    await expect(page.getByTestId('statement-balance')).toHaveText('$12.50');
    const line = page.getByTestId('statement-line').first();
    await expect(line).toContainText('Adjustment: Goodwill for the outage');
    await expect(line.getByTestId('statement-amount')).toHaveText('+$12.50');

    // Never below zero: the server's text says why, and nothing moves.
    await adjust('Debit', '20', 'Duplicate payout');
    await expect(snackbar(page)).toContainText(
      'This debit would take the balance below zero. The wallet holds $12.50.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('statement-line')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('admin-user-statement.png'), fullPage: true });

    // The customer: the wallet shows it, and the statement has the line with its reason.
    await signIn(page, email, 'Password123!');
    await page.goto('/my_wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$12.50');
    await page.getByRole('link', { name: 'Statement' }).click();
    await expect(page.getByTestId('statement-balance')).toHaveText('$12.50');
    const seen = page.getByTestId('statement-line');
    await expect(seen).toHaveCount(1);
    await expect(seen).toContainText('Adjustment: Goodwill for the outage');
    await expect(seen.getByTestId('statement-amount')).toHaveText('+$12.50');
    await expect(seen.getByTestId('statement-running-balance')).toHaveText('Balance $12.50');
    await page.screenshot({ path: test.info().outputPath('customer-statement.png'), fullPage: true });
  });
});
