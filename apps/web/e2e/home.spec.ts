import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

test('a customer’s home opens on the first banner, loaded, and the dots turn the banner', async ({
  page,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  // A fresh load of the home: the first banner's image is fetched as the banners arrive (app/early-data.ts).
  await page.reload();
  const banner = page.getByRole('region', { name: 'Announcements' });
  const slides = banner.getByRole('img', { name: 'Announcement', includeHidden: true });
  await expect(slides.first()).toBeVisible();
  await expect
    .poll(() => slides.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The hidden banners' images follow once the first one is in (they would only slow it down before).
  await expect.poll(() => slides.count()).toBeGreaterThan(1);
  // The first banner ahead of everything, the hidden ones behind the screen's scripts.
  expect(await slides.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('fetchpriority')))).toEqual([
    'high',
    ...Array((await slides.count()) - 1).fill('low'),
  ]);

  // The second dot shows the second banner and hides the first (a slide fades: opacity, hidden from readers);
  // a chosen banner stays for the full turn.
  const shown = (i: number) =>
    slides.nth(i).evaluate((img) => {
      const slide = img.closest('[aria-hidden]')!;
      return `${slide.getAttribute('aria-hidden')} ${getComputedStyle(slide).opacity}`;
    });
  await banner.getByRole('button', { name: 'Show announcement 2' }).click();
  await expect.poll(() => shown(1)).toBe('false 1');
  await expect.poll(() => shown(0)).toBe('true 0');
});

/**
 * Holds the app's entry chunk back 1.5 s on every load of `page`: what the page requests before it arrives was
 * started by the early script in <head> (vite-plugins/early-script.ts), not by the app.
 */
async function holdEntryChunk(page: Page) {
  let arrived = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    arrived = true;
    await route.fulfill({ response });
  });
  const requestedBefore: string[] = [];
  page.on('request', (r) => {
    if (!arrived) requestedBefore.push(new URL(r.url()).pathname);
  });
  return {
    arrived: () => arrived,
    /** Addresses requested before the entry chunk arrived. */
    requestedBefore,
    /** The chunks among them, by name without the hash ('signed-in', 'first-home'). */
    chunksBefore: () => requestedBefore.map((p) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(p)?.[1]),
  };
}

test.describe('without the service worker (it would answer the held-back chunk from its cache)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a signed-in home starts its reads, its banner image and its modules before the app’s entry chunk arrives', async ({
    page,
  }) => {
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    const entry = await holdEntryChunk(page);
    await page.reload();
    const banner = page.getByRole('region', { name: 'Announcements' });
    const firstBanner = banner.getByRole('img', { name: 'Announcement', includeHidden: true }).first();
    await expect(firstBanner).toBeVisible();
    expect(entry.arrived()).toBe(true);
    const bannerPath = new URL((await firstBanner.getAttribute('src')) ?? '', page.url()).pathname;
    expect(entry.requestedBefore).toEqual(
      expect.arrayContaining(['/api/users/me', '/api/announcements', bannerPath]),
    );
    // The role's shell and the page (app/first-screens.ts), in the chunks the signed-in first screens share and
    // the one only the home needs (vite-plugins/first-screen-chunks.ts).
    expect(entry.chunksBefore()).toEqual(expect.arrayContaining(['signed-in', 'first-home']));
  });

  test('the sign-in screen’s modules start before the app’s entry chunk arrives, and the form works', async ({
    page,
  }) => {
    const entry = await holdEntryChunk(page);
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(entry.arrived()).toBe(true);
    // /signin is a lazy route like the others (app/routes/guest.tsx): its chunk comes with the page, not after
    // the entry has run, and with it react-hook-form, which no signed-in first screen loads.
    expect(entry.chunksBefore()).toContain('first-signin');
    // Signing in loads the home afresh: its entry chunk comes without the hold.
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Hi / })).toBeVisible();
  });
});
