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
