import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, stubOutsideRequests, test } from './fixtures';

/** The phone shell: Back and `/` keep people in the app, the map clusters, the app installs. */

const back = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Back' });
const signedIn = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('token') !== null);

test('Back is hidden on the home, returns to the previous screen, and never signs out or leaves the app', async ({
  page,
}) => {
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/business_home$/);
  await expect(page.getByText('Available Credit')).toBeVisible();
  await expect(back(page)).toHaveCount(0);

  // Inside the app: Back goes to the screen before.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/business_campaigns$/);
  await back(page).click();
  await expect(page).toHaveURL(/\/business_home$/);
  expect(await signedIn(page)).toBe(true);

  // A page opened directly has nothing of ours behind it: Back goes to the role's home, not about:blank.
  await page.goto('/credit');
  await expect(back(page)).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/\/business_home$/);
  expect(await signedIn(page)).toBe(true);
});

test("the campaign form's Cancel stays in the app: opened directly, it goes to the role's home", async ({
  page,
}) => {
  await signIn(page, DEMO.business, DEMO_PASSWORD);
  // A new tab opened on the form (a shared link): nothing of ours is behind it.
  const tab = await page.context().newPage();
  await tab.goto('/create_campaign?type=1');
  await expect(tab.getByLabel('Title')).toBeVisible();
  await tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab).toHaveURL(/\/business_home$/);
  expect(await signedIn(tab)).toBe(true);

  // From inside the app, Cancel returns to the screen before.
  await tab.goto('/business_home');
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New' }).click();
  await tab.getByRole('link', { name: 'Increase Click' }).click();
  await expect(tab).toHaveURL(/\/create_campaign\?type=1$/);
  await tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab).toHaveURL(/\/new_campaign$/);
  await tab.close();
});

test('/ sends a signed-in user to their home and a guest to /signin; opening /signin signs out', async ({
  page,
}) => {
  await signIn(page, DEMO.venue, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/venue_home$/);
  await expect(back(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/venue_home$/);
  expect(await signedIn(page)).toBe(true);

  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
});

test('at zoom 10 the inner-city venues form a cluster; a tap expands it into pins that can be chosen', async ({
  page,
  baseURL,
}) => {
  await stubOutsideRequests(page.context(), baseURL!);
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.goto('/venues');
  const map = page.getByRole('region', { name: 'Venues map' });
  const cluster = map.locator('.spruik-cluster').first();
  // The map and its plugin download when the page opens (lazy): allow a slow machine.
  await expect(cluster).toBeVisible({ timeout: 30_000 });
  const inCluster = Number(await cluster.textContent());
  expect(inCluster).toBeGreaterThan(1);
  const pinsBefore = await map.locator('.spruik-pin').count();
  const box = (await cluster.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);

  await cluster.click();
  // Zoomed in (or fanned out): more single pins than before.
  await expect
    .poll(async () => map.locator('.spruik-pin').count(), { timeout: 10_000 })
    .toBeGreaterThan(pinsBefore);
  await page.screenshot({ path: test.info().outputPath('map-cluster-expanded.png') });

  // A pin that came out of the cluster can be tapped and chosen (one well inside the map, clear of its controls).
  const area = (await map.boundingBox())!;
  const pins = map.locator('.leaflet-marker-icon:has(.spruik-pin)');
  let chosen: number | null = null;
  for (let i = 0; i < (await pins.count()) && chosen === null; i++) {
    const b = await pins.nth(i).boundingBox();
    if (b && b.x > area.x + 50 && b.x + b.width < area.x + area.width - 50)
      if (b.y > area.y + 10 && b.y + b.height < area.y + area.height - 30) chosen = i;
  }
  expect(chosen, 'a pin inside the map').not.toBeNull();
  const pin = pins.nth(chosen!);
  const name = await pin.getAttribute('title');
  await pin.click();
  await expect(page.getByTestId('selected-venue')).toContainText(name!);
});

/**
 * The installable app, in a persistent Chromium profile as a phone keeps it: the service worker takes control,
 * Chromium reports no installability error, and /api answers are stored only as the offline copies (the offline
 * page: next test).
 */
test('the app is installable and keeps API answers only in the offline copies', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(path.join(tmpdir(), 'spruik-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
    });
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // The manifest is linked once the first screen has settled (not in index.html: app/installable.ts).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(errors).toEqual([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      icons: Array<{ sizes: string; purpose?: string }>;
    };
    expect(manifest.name).toBe('Spruik');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);

    // The signed-in screens called the API (/api/users/me, announcements): those answers are only in the
    // offline copies of this user's reads (spruik-api, deleted at sign-out: phone-shell-fixes.spec.ts), and no
    // upload is stored anywhere.
    await page.goto('/my_wallet');
    await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys())
          urls.push(`${name === 'spruik-api' ? 'saved ' : ''}${new URL(req.url).pathname}`);
      return urls;
    });
    expect(cached.filter((u) => u.startsWith('/api/') || u.includes('/uploads/'))).toEqual([]);

    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * Without a network a page opened in the app shows the offline page (precached by the service worker, answered by
 * its navigation fallback) instead of the browser's error: "You are offline" with "Try again", which reloads the
 * same address once the network is back. The worker must first control the page and hold offline.html.
 */
test('without a network a page shows the offline page, and Try again brings the screen back', async ({
  page,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
  // The precache is filled while the worker installs: offline.html is in it.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys())
            for (const req of await (await caches.open(name)).keys())
              if (new URL(req.url).pathname === '/offline.html') return true;
          return false;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);

  const context = page.context();
  await context.setOffline(true);
  try {
    await page.goto('/campaings');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/campaings$/);
    const tryAgain = page.getByRole('link', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    const box = (await tryAgain.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/campaings$/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

/**
 * The app updates itself on the next visit after a deploy: the worker takes control on the first visit without a
 * reload (clientsClaim, so a new release's worker does the same: skipWaiting), pages are never kept in its cache
 * (only offline.html), and the page, the worker script and its loader are revalidated on every load, so the next
 * visit fetches the new release's page and worker. A second build cannot be deployed inside the suite, so this
 * checks the pieces the update rests on.
 */
test('the app picks up a new release on the next visit: no page in the cache, page and worker revalidated', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
  const pages = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) {
        const path = new URL(req.url).pathname;
        if (path === '/' || path.endsWith('.html')) out.push(path);
      }
    return out;
  });
  expect(pages).toEqual(['/offline.html']);
  for (const url of ['/', '/home', '/sw.js', '/manifest.webmanifest']) {
    const res = await request.get(url);
    expect(res.ok(), url).toBe(true);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
  // Built scripts are named by their content: a new release has new names, so old copies never mix in.
  const html = await (await request.get('/home')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toMatch(/-[A-Za-z0-9_-]{8}\.js$/);
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable');
});
