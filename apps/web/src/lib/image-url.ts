/**
 * Logos and announcement images arrive as a bare filename (served at /uploads/<filename>) or as a full URL
 * or path. Returns '' when there is no image.
 */
export function imageUrl(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  if (/^(https?:|data:|blob:)/i.test(v) || v.startsWith('/')) return v;
  if (/^[a-z0-9.-]+\.[a-z]{2,}\//i.test(v)) return `https://${v}`;
  return `/uploads/${encodeURIComponent(v)}`;
}

/**
 * Starts downloading an image the screen is about to show, at high priority, so it is in the cache when the
 * screen renders its <img> (the browser reuses the download for the same address).
 */
export function preloadImage(src: string) {
  if (!src) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}
