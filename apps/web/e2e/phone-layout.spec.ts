import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, as, expect, signIn, stubOutsideRequests, test } from './fixtures';
import { lanewayPaymentId } from './journeys';

/**
 * Every route of every role on a phone. Each screen is opened at 320, 360 and 390 px and must not be wider
 * than the viewport, must have every tap target at least 44x44 px, and axe must find no serious or critical
 * violation. One sign-in per role; detail routes open with real ids from the demo world.
 */
// 320 and 360 (the narrowest phones), and 390 (the suite's phone; /venue once stuck out 4 px there). Axe runs once.
const WIDTHS = [320, 360, 390];
const HEIGHT = 740;
const MIN_TARGET = 44;

type Id = { id: string };

/** Waits until the screen has its content: no skeletons or spinners left. */
async function settle(page: Page) {
  await page.locator('main, [role=main]').first().waitFor();
  // Skeletons stand in for content still loading (a live receipt keeps its spinner: go on after 10 s).
  await expect(page.locator('.MuiSkeleton-root'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  // The last layout pass (MUI transitions are at most 300 ms).
  await page.waitForTimeout(300);
}

/**
 * Interactive elements smaller than 44x44 px. Exempt, as WCAG 2.5.8 allows: links inside a sentence (inline
 * in running text), and controls that are hidden or replaced by a larger visible one (a visually hidden
 * radio input inside its 44 px label area is measured by that area).
 */
function smallTargets(page: Page, min: number) {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=option]',
      '[role=menuitem]',
    ].join(',');
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A visually hidden native input (MUI radio, checkbox, switch, select) is tapped through its wrapper.
      if (el.tagName === 'INPUT' && Number(style.opacity) === 0 && el.parentElement)
        box = el.parentElement.getBoundingClientRect();
      // WCAG 2.5.8 "inline": a link (or a link-styled button) inside a sentence is sized by the line of text
      // around it. A flex or grid item is never inline (its display computes to block).
      if (style.display === 'inline' || style.display === 'inline-block') {
        const parentText = el.parentElement?.textContent?.trim() ?? '';
        if (parentText.length > (el.textContent?.trim().length ?? 0)) continue;
      }
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const name =
        el.getAttribute('aria-label') ||
        el.textContent?.trim().slice(0, 30) ||
        el.getAttribute('title') ||
        el.getAttribute('name') ||
        el.className.toString().slice(0, 40);
      out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return out;
  }, min);
}

/** At each width: not wider than the screen, every tap target at least 44x44 px. */
async function checkWidths(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scrollWidth, `${label} at ${width}px is wider than the screen`).toBeLessThanOrEqual(width);
    expect
      .soft(await smallTargets(page, MIN_TARGET), `${label} at ${width}px: tap targets under 44x44`)
      .toEqual([]);
  }
}

/** Opens each route and checks both widths, overflow and tap targets at each, and axe once. */
async function walk(page: Page, routes: string[]) {
  for (const route of routes) {
    const started = Date.now();
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(route);
    await settle(page);
    const settled = Date.now();
    // The walk checks real screens: a load error or a not-found state would hide the screen it is about.
    expect
      .soft(await page.getByText(/We could not load|We could not find/).count(), `${route} did not load`)
      .toBe(0);
    expect.soft(await page.getByTestId('not-found').count(), `${route} is not found`).toBe(0);
    await checkWidths(page, route);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const bad = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect.soft(bad, `${route}: serious or critical axe violations`).toEqual([]);
    // How long each screen takes (load, then checks and axe), to keep the walk's runtime in sight.
    console.log(`${route}: ${settled - started} ms to settle, ${Date.now() - settled} ms to check`);
  }
}

async function idsFor(request: APIRequestContext) {
  const customer = await as(request, DEMO.customer);
  const { venues } = await customer.get<{ venues: Id[] }>('/api/venues');

  const campaignOf = async (email: string) => {
    const owner = await as(request, email);
    const { campaigns } = await owner.get<{ campaigns: Id[] }>('/api/campaigns/live?limit=1');
    return campaigns[0]?.id;
  };
  return {
    venue: venues[0].id,
    businessCampaign: await campaignOf(DEMO.business),
    venueCampaign: await campaignOf(DEMO.venue),
  };
}

/** A real TEST MODE top-up by the signed-in owner, up to the provider's return address (/payment_result?…). */
async function paidReturnUrl(request: APIRequestContext, email: string) {
  const owner = await as(request, email);
  const { url } = await owner.post<{ url: string }>('/api/transaction/stripe', { amount: 20 });
  const session = new URL(url, 'http://x').pathname;
  const done = await request.post(`${session}/complete`, { maxRedirects: 0 });
  const back = new URL(done.headers().location ?? '', 'http://x');
  expect(back.pathname).toBe('/payment_result');
  return `${back.pathname}${back.search}`;
}

/**
 * One signed-in page (one browser context) per role. Outside requests (map tiles) are stubbed only for the screens
 * with a map, placed last: routing turns the browser's HTTP cache off, and without it every screen would download
 * the app again.
 */
test.describe('every screen fits a 320, 360 and 390 px phone, with 44 px tap targets and no serious axe finding', () => {
  // About four seconds a screen on a loaded CI machine (load, two widths, axe): see the log lines.
  test.describe.configure({ timeout: 600_000 });

  test('guest screens', async ({ page }) => {
    await walk(page, [
      '/signin',
      '/signup',
      '/signup?role=3',
      '/signup?role=2',
      '/signup?role=1',
      '/forget_password',
      '/reset_password?token=x',
      '/terms',
      '/privacy',
      '/payment_result',
      // The service worker's page without a network (its offline behaviour: phone-shell.spec.ts).
      '/offline.html',
    ]);
  });

  test('customer screens', async ({ page, request, baseURL }) => {
    const ids = await idsFor(request);
    // A real payment at a venue: its live receipt is a screen of its own.
    const payment = await lanewayPaymentId(await as(request, DEMO.customer));
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await walk(page, [
      '/home',
      '/my_wallet',
      '/my_energy',
      `/venue?id=${ids.venue}`,
      `/payment?id=${ids.venue}`,
      `/payment_receipt?id=${payment}`,
      `/check_in?id=${ids.venue}`,
      `/venues_campaigns?id=${ids.venue}`,
      `/venue_menu?id=${ids.venue}`,
      '/my_activity',
      '/campaings',
      '/games',
      '/my_rewards',
      '/statement',
      '/statement/print',
      '/profile',
      '/edit_profile',
    ]);
    await stubOutsideRequests(page.context(), baseURL!);
    await walk(page, ['/venues', `/visit_us?id=${ids.venue}`]);
  });

  test('business screens', async ({ page, request }) => {
    const ids = await idsFor(request);
    expect(ids.businessCampaign, 'the demo business has a live campaign').toBeTruthy();
    const paid = await paidReturnUrl(request, DEMO.business);
    await signIn(page, DEMO.business, DEMO_PASSWORD);
    await walk(page, [
      '/business_home',
      '/credit',
      paid,
      '/new_campaign',
      '/create_campaign?type=1',
      '/create_campaign?type=2',
      '/create_campaign?type=3',
      '/create_campaign?type=4',
      '/create_campaign?type=5',
      '/business_campaigns',
      `/campaign_details?id=${ids.businessCampaign}`,
      '/messages',
      '/statement',
      '/profile',
      '/edit_profile',
    ]);
  });

  test('venue screens', async ({ page, request }) => {
    const ids = await idsFor(request);
    expect(ids.venueCampaign, 'the demo venue has a live campaign').toBeTruthy();
    await signIn(page, DEMO.venue, DEMO_PASSWORD);
    await walk(page, [
      '/venue_home',
      '/menu',
      '/new_venue_campaign',
      '/create_campaign?type=6',
      '/create_campaign?type=7',
      '/venue_campaigns',
      `/campaign_details?id=${ids.venueCampaign}`,
      '/payments',
      '/payments?tab=check-ins',
      '/venue_credit',
      '/statement',
      '/statement?account=earnings',
      '/messages',
      '/profile',
      '/edit_profile',
    ]);
    // The venue home's Return card (guests Spruik brought this month) is on the home screen checked above.
    await page.goto('/venue_home');
    await expect(page.getByTestId('return-month-card')).toBeVisible();
    await expect(page.getByTestId('return-month-card')).toContainText('Guests Spruik brought in');
    await page.screenshot({ path: test.info().outputPath('venue-home-390.png') });
    // The campaign's Return section, opened: its figures, chart, creators and CSV button fit a phone too.
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(`/campaign_details?id=${ids.venueCampaign}`);
    await page.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(page.getByTestId('campaign-return')).toBeVisible();
    await expect(page.getByTestId('return-chart')).toBeVisible();
    await settle(page);
    await checkWidths(page, 'campaign details, Return open');
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.screenshot({ path: test.info().outputPath('return-360.png'), fullPage: true });
  });

  test('operator console screens', async ({ page, baseURL, request }) => {
    const me = await (await as(request, DEMO.customer)).get<{ user: Id }>('/api/users/me');
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await walk(page, [
      '/admin',
      '/admin/campaigns',
      '/admin/campaigns?tab=all',
      '/admin/users',
      `/admin/users/${me.user.id}/statement`,
      '/admin/top-ups',
      '/admin/creators',
      '/admin/withdrawals',
      '/admin/appeals',
      '/admin/flags',
      '/admin/announcements',
      '/admin/questions',
      '/admin/audit',
      '/admin/outbox',
      '/admin/operators',
      '/admin/security',
    ]);
    // The venues queue shows a location picker (a map) for each venue waiting.
    await stubOutsideRequests(page.context(), baseURL!);
    await walk(page, ['/admin/venues']);
  });
});
