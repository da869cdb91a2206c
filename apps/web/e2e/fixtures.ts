import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Chromium reports every 4xx answer as a console error ("Failed to load resource: the server responded with a
 * status of 401"). Those are expected API answers the app handles (a wrong password is a 401), so they are
 * not failures; everything else logged as an error is.
 */
const EXPECTED = [/Failed to load resource: the server responded with a status of 4\d\d/];

/** `page` that fails the test on any console error or uncaught exception in the browser. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (EXPECTED.some((re) => re.test(text))) return;
      consoleErrors.push(`console.error: ${text}`);
    });
    page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
    await use(page);
    expect(consoleErrors, 'the browser logged errors').toEqual([]);
  },
});

export { expect };

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
