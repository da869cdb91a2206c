/**
 * GET requests a signed-in first screen is sure to make, sent as the app starts instead of once the screen's
 * modules have downloaded and rendered: the answers travel while the modules do. The api client (api.ts) takes
 * an early answer for the same address, once; anything else goes to the network as usual.
 */
import { getToken } from './session';

/** An answer nobody took this soon (the screen went elsewhere) is left to go stale: a later read fetches anew. */
const FRESH_MS = 10_000;
type Sent = { at: number; answer: Promise<Response> };
/**
 * Kept on the page's global object: the early script (app/start-early.ts, built on its own and loaded before the
 * app, vite-plugins/early-script.ts) sends them, and the app's own copy of this module takes them.
 */
const early: Map<string, Sent> = ((globalThis as { __spruikEarly?: Map<string, Sent> }).__spruikEarly ??=
  new Map());

/** Sends what was not sent yet; returns the addresses it sent. */
export function requestEarly(urls: readonly string[]): string[] {
  const token = getToken();
  if (!token) return [];
  const sent: string[] = [];
  for (const url of urls) {
    if (early.has(url)) continue;
    sent.push(url);
    const answer = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    // Taken or not, a failure is the taker's to report.
    answer.catch(() => {});
    early.set(url, { at: Date.now(), answer });
  }
  return sent;
}

/** The early answer for this GET address, if one was sent and not taken yet (and with the same session). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const sent = early.get(url);
  early.delete(url);
  return sent && Date.now() - sent.at < FRESH_MS ? sent.answer : undefined;
}

/**
 * The JSON body of an early answer, read from a copy so the answer stays for its taker: lets the app act on
 * the data (start an image the screen will show) before the screen's modules have downloaded. Undefined when
 * nothing was sent for this address; resolves to undefined when the answer failed or was not JSON.
 */
export function peekEarly(url: string): Promise<unknown> | undefined {
  const sent = early.get(url);
  if (!sent) return undefined;
  return sent.answer.then((res) => (res.ok ? res.clone().json() : undefined)).catch(() => undefined);
}

/** Forgets what was sent early (signing out: those answers belong to the user who left). */
export const forgetEarly = () => early.clear();
