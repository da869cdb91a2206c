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
