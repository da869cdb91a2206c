/**
 * Where the server may send (docs/push.md, "Security"): an endpoint is a URL a browser gives, so without a check
 * any caller could make the server POST to an internal address. With a list of push services: https only, and
 * the host one of them or a subdomain of one. Without (null, outside production): any http(s) URL.
 */
export function endpointAllowed(endpoint: string, serviceHosts: readonly string[] | null): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in the URL would be sent as Basic auth to the push service: no browser gives them.
  if (url.username || url.password) return false;
  if (serviceHosts === null) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((h) => host === h || host.endsWith(`.${h}`));
}
