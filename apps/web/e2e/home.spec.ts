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

test('a signed-in home’s first reads and its banner image start from the early script, before the app runs', async ({
  page,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  // Who started each request, as Chromium records it (the script whose code called fetch or set an image's src).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname;
    const frame = e.initiator.stack?.callFrames[0] ?? e.initiator;
    if (!initiators.has(path)) initiators.set(path, new URL(frame.url ?? '', page.url()).pathname);
  });
  await page.reload();
  const banner = page.getByRole('region', { name: 'Announcements' });
  await expect(banner.getByRole('img', { name: 'Announcement', includeHidden: true }).first()).toBeVisible();
  const early = expect.stringMatching(/^\/assets\/early-[0-9a-f]+\.js$/);
  expect(initiators.get('/api/users/me')).toEqual(early);
  expect(initiators.get('/api/announcements')).toEqual(early);
  const firstImage = [...initiators.keys()].find((p) => p.startsWith('/uploads/'));
  expect(firstImage && initiators.get(firstImage)).toEqual(early);
});
