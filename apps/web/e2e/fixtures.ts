import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/**
 * Chromium reports every 4xx answer as a console error ("Failed to load resource: the server responded with a
 * status of 401"). Those are expected API answers the app handles (a wrong password is a 401), so they are
 * not failures; everything else logged as an error is.
 */
const EXPECTED = [/Failed to load resource: the server responded with a status of 4\d\d/];

/** Headers every page the server sends must carry (the Content-Security-Policy among them). */
const PAGE_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

/**
 * `page` that fails the test on any console error or uncaught exception in the browser, in it or in any window it
 * opens (the checkout). A Content-Security-Policy violation fails it too: Chromium logs "Refused to ..." as a
 * console error, and an init script reports every securitypolicyviolation event as one. Every page from our own
 * server must also carry the security headers.
 */
export const test = base.extend({
  page: async ({ page, context, baseURL }, use) => {
    const errors: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(
          `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'an inline resource'}`,
        );
      });
    });
    const own = new URL(baseURL!).origin;
    const watch = (p: Page) => {
      p.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (EXPECTED.some((re) => re.test(text))) return;
        errors.push(`console.error: ${text}`);
      });
      p.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      p.on('response', (res) => {
        if (res.request().resourceType() !== 'document' || new URL(res.url()).origin !== own) return;
        const headers = res.headers();
        const missing = PAGE_HEADERS.filter((h) => !headers[h]);
        if (missing.length > 0) errors.push(`${res.url()} came without ${missing.join(', ')}`);
      });
    };
    watch(page);
    context.on('page', watch);
    await use(page);
    expect(errors, 'the browser logged errors').toEqual([]);
  },
});

export { expect };

/** A 1x1 light tile for the stubbed map background. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * No tile server is reachable here: every request that leaves the test server (map tiles) gets a blank tile,
 * so the journeys never depend on tiles and the browser logs no failed loads.
 */
export async function stubOutsideRequests(context: BrowserContext, baseURL: string) {
  const own = new URL(baseURL).host;
  await context.route(
    (url) => url.host !== own,
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

export const DEMO_PASSWORD = 'Password123!';
export const DEMO = {
  customer: 'customer@spruik.app',
  business: 'business@spruik.app',
  venue: 'venue@spruik.app',
  admin: 'admin@spruik.app',
} as const;

/** A unique e-mail per run and test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.spruik.test`;
}

type OutboxMessage = { to: string; subject: string; text: string; createdAt: string };

/** Reads the newest e-mail to `email` from the dev outbox and returns its 6-digit code (waits up to 10 s). */
export async function readOutboxCode(request: APIRequestContext, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    if (res.ok()) {
      const body = (await res.json()) as { data?: { messages?: OutboxMessage[] } };
      const newest = body.data?.messages?.[0];
      const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No verification code e-mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs in through the form and waits until the app has left /signin. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** The global snackbar (green success, red error). */
export const snackbar = (page: Page) => page.getByTestId('snackbar');

type Json = Record<string, unknown>;

/** A bearer token for a demo (or test-made) account. */
export async function token(request: APIRequestContext, email: string) {
  const res = await request.post('/api/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The API as one account: each call must succeed and answers its `data`. For set-up through the real API. */
export async function as(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await token(request, email)}` };
  const check = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await res.json()) as { data?: unknown; errors?: string };
    expect(res.ok(), `${res.url()}: ${JSON.stringify(body)}`).toBeTruthy();
    return body.data as Json;
  };
  return {
    get: async <T = Json>(url: string) => (await check(await request.get(url, { headers }))) as T,
    post: async <T = Json>(url: string, data: Json = {}) =>
      (await check(await request.post(url, { headers, data }))) as T,
    put: async <T = Json>(url: string, data: Json = {}) =>
      (await check(await request.put(url, { headers, data }))) as T,
  };
}
export type Client = Awaited<ReturnType<typeof as>>;
