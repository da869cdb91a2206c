/**
 * Deep links (docs/business-rules.md "Signing in"): a guest who opens a signed-in page is sent to
 * /signin?next=<that page> and, once signed in, lands there instead of on the role's home. Only a path on this
 * site is followed (never another origin: no open redirect) and never a guest screen.
 */
export const RETURN_PARAM = 'next';

const GUEST_PATHS = ['/signin', '/signup', '/forget_password', '/reset_password'];

/** The same-origin path (with its query and hash) to return to, or null when `raw` is none to follow. */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | null {
  // A scheme-relative ('//x') or backslash address would leave the site, whatever the parser makes of it.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/') return null;
  if (GUEST_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/** Where a guest who opened `path` goes: /signin, remembering `path` when it is one to return to. */
export function signinPathFor(path: string, origin = window.location.origin): string {
  const back = safeReturnPath(path, origin);
  return back ? `/signin?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/signin';
}

/** The page to open after signing in: the remembered one, else the role's home. */
export function afterSigninPath(search: string, home: string, origin = window.location.origin): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), origin) ?? home;
}
