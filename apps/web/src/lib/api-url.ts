/** A query value as the web sends it: absent, null and '' are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** An API address with its query (its own module: the early script (app/start-early.ts) uses it without the client). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return `${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}
