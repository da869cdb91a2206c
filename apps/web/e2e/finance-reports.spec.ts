/**
 * The Finance reports (docs/finance.md "Reports"), on a phone: the finance operator opens Finance from the console's
 * menu, reads revenue, money in and out and the payees of a half-year, and downloads each as CSV; a creator
 * downloads their earnings statement for the financial year from /my_wallet, and a venue finds the same button on
 * /venue_credit.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

const FINANCE = 'finance@spruik.app';

/** Rows of a CSV whose every cell is quoted (the server's csv-stringify output); quotes inside are doubled. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1].replace(/""/g, '"')));
}

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ file: Download; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { file, rows: parseCsv(readFileSync((await file.path())!, 'utf8')) };
}

/** The financial year we are in, by Melbourne's calendar: 1 July to 30 June, named by the year it ends in. */
function thisFinancialYear() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return month >= 7 ? year + 1 : year;
}

test.describe('Finance reports', () => {
  test('the finance operator reads the three reports on a phone and downloads their CSVs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, FINANCE, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Console menu' }).getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/admin\/finance$/);
    await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();

    // Revenue: twelve months of this financial year and a total row.
    const year = thisFinancialYear();
    const revenue = page.getByTestId('finance-revenue');
    await expect(revenue.getByTestId('revenue-table-row')).toHaveCount(12);
    await expect(revenue.getByTestId('revenue-table-row').first()).toContainText(`Jul ${year - 1}`);
    await expect(revenue.getByTestId('revenue-table-total')).toContainText('Total');
    const money = page.getByTestId('finance-money');
    await expect(money.getByTestId('money-table-row')).toHaveCount(12);
    await expect(money.getByTestId('money-table-total')).toContainText('Total');
    // The page itself never scrolls sideways: a wide table scrolls inside its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('finance-360.png'), fullPage: true });

    const revenueCsv = await downloaded(page, () =>
      revenue.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(revenueCsv.file.suggestedFilename()).toBe(`revenue-${year - 1}-07-to-${year}-06.csv`);
    expect(revenueCsv.rows[0]).toEqual([
      'Month',
      'Campaign service fees',
      'Instant payout fees',
      'Refunds of fees (credit notes)',
      'Net revenue',
      'GST on tax documents issued',
    ]);
    expect(revenueCsv.rows).toHaveLength(14);
    expect(revenueCsv.rows[13][0]).toBe('Total');

    const moneyCsv = await downloaded(page, () =>
      money.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(moneyCsv.rows[0][1]).toBe('Top-ups');
    expect(moneyCsv.rows).toHaveLength(14);

    // The previous financial year: the tables follow the picker.
    await page.getByLabel('Financial year').click();
    await page.getByRole('option', { name: `${year - 2}–${String(year - 1).slice(2)}` }).click();
    await expect(revenue.getByTestId('revenue-table-row').first()).toContainText(`Jul ${year - 2}`);

    // Payees of a half-year, with its own picker; the file is named by the half.
    const payees = page.getByTestId('finance-payees');
    await payees.getByLabel('Half-year').click();
    const option = page.getByRole('option').nth(1);
    const half = (await option.textContent())!;
    await option.click();
    await expect(payees).toContainText(half.includes('January') ? 'January' : 'July');
    const payeesCsv = await downloaded(page, () =>
      payees.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(payeesCsv.file.suggestedFilename()).toMatch(/^payees-\d{4}-H[12]\.csv$/);
    expect(payeesCsv.rows[0].slice(0, 4)).toEqual(['Name', 'Payee', 'E-mail', 'Tax details']);
  });

  test('a creator downloads their earnings statement from My Wallet; a venue has it on Credit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await page.goto('/my_wallet');
    const button = page.getByRole('button', { name: 'Download earnings statement (financial year)' });
    await expect(button).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('wallet-earnings-360.png'), fullPage: true });
    await button.click();
    const year = thisFinancialYear();
    const label = `${year - 1}–${String(year).slice(2)}`;
    const statement = await downloaded(page, () =>
      page.getByRole('menuitem', { name: `${label} (so far)` }).click(),
    );
    expect(statement.file.suggestedFilename()).toBe(`earnings-${year - 1}-${String(year).slice(2)}.csv`);
    expect(statement.rows[0]).toEqual(['Spruik earnings statement']);
    expect(statement.rows[1][0]).toBe('Name');
    expect(statement.rows[2]).toEqual(['Financial year', `${label} (1 July ${year - 1} – 30 June ${year})`]);
    expect(statement.rows[4][1]).toBe('Campaign payouts into wallet');
    expect(statement.rows.at(-1)![0]).toBe('Total');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.venue, DEMO_PASSWORD);
    await page.goto('/venue_credit');
    await expect(
      page.getByRole('button', { name: 'Download earnings statement (financial year)' }),
    ).toBeVisible();
  });
});
