import type { BrowserContext, Page } from '@playwright/test';
import { readVapid, startPushService } from '../../server/test/support/push-service';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, snackbar, test } from './fixtures';
import { ensureCredit, liveCampaign, newCustomer, unique } from './journeys';

/**
 * Web Push in the built app (docs/push.md, "In the app"): the ask after a first join subscribes the device and the
 * server pushes to it; a push delivered to the service worker shows its notification, whose tap opens the link.
 * Service workers must run here (some specs block them), and notifications are allowed.
 */
test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

/**
 * Headless Chromium cannot subscribe: pushManager.subscribe() fails with "AbortError: Registration failed -
 * permission denied" (it has no push service). Only the browser's push service is stubbed: subscribe() and
 * getSubscription() answer a subscription whose endpoint is the test's local push service and whose keys are a
 * real P-256 public key and 16-byte auth secret, so the server's encrypted push can be read back. The app, the
 * server and the push itself are real.
 */
async function stubPushService(context: BrowserContext, endpoint: string, keys: object) {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const KEY = 'e2e_push_subscription';
      const make = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: Uint8Array.from(atob(serverKey), (c) => c.charCodeAt(0)).buffer,
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const bytes = new Uint8Array(options!.applicationServerKey as Uint8Array);
        localStorage.setItem(KEY, btoa(String.fromCharCode(...bytes)));
        return make(localStorage.getItem(KEY)!) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const kept = localStorage.getItem(KEY);
        return kept ? (make(kept) as unknown as PushSubscription) : null;
      };
    },
    { endpoint, keys },
  );
}

/** The app's service worker, once active (registered after the first screen: app/installable.ts). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

test('after a first join the app asks, subscribes this device, and the server pushes to it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const service = await startPushService();
  try {
    const device = service.device();
    await stubPushService(context, device.endpoint, device.keys);
    const admin = await as(request, DEMO.admin);
    const business = await as(request, DEMO.business);
    await ensureCredit(request, business, 3);
    const title = unique('Push reel');
    const campaignId = await liveCampaign(business, admin, {
      type: 4,
      title,
      link: 'www.instagram.com/p/e2e-push',
      platform: 'instagram',
      participantsCount: 1,
      participantsShare: '1.00',
    });
    const creator = await newCustomer(request, admin);

    await signIn(page, creator.email, DEMO_PASSWORD);
    await page.goto('/campaings');
    await workerReady(page);
    await page.getByTestId('offer-card').filter({ hasText: title }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Accept' }).click();

    const ask = page.getByRole('dialog', { name: 'Turn on notifications?' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Get told when your post is approved and paid.');
    await page.waitForTimeout(400); // the opening transition
    await page.screenshot({ path: test.info().outputPath('push-ask-390.png') });
    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await ask.getByRole('button', { name: 'Turn on notifications' }).click();
    expect((await subscribed).status()).toBe(200);
    await expect(ask).toBeHidden();
    await expect(snackbar(page)).toHaveText('Notifications are on for this device.');

    // The profile says so, and quiet hours go off (it may be night in Melbourne: an approval would wait).
    await page.goto('/profile');
    const section = page.getByTestId('push-section');
    await expect(section.getByTestId('push-device-state')).toHaveText(
      'On: notifications come to this device.',
    );
    await expect(section.getByTestId('push-kind-approved')).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/preferences') && r.request().method() === 'PUT',
    );
    await section.getByTestId('push-quiet-hours').click();
    expect((await saved).status()).toBe(200);
    await expect(section.getByTestId('push-quiet-hours')).not.toBeChecked();
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: test.info().outputPath('push-profile-390.png') });

    // The server has this device: the owner's decision is pushed to it, encrypted for its keys. (A rejection: an
    // owner's approval writes the creator no message today, so it has no push.)
    const { campaign } = await business.get<{ campaign: { participants: Array<{ id: string }> } }>(
      `/api/campaigns/${campaignId}`,
    );
    const activityId = campaign.participants[0].id;
    await creator.client.post(`/api/activities/${activityId}/submit`, {
      link: 'www.instagram.com/p/e2e-push',
      disclosed: true,
    });
    await business.post(`/api/campaigns/${campaignId}/${activityId}`, {
      approve: false,
      reason: 'notLabelled',
    });
    const rejected = async () =>
      service.requests
        .filter((r) => r.path === device.path)
        .map((r) => device.read(r.body))
        .find((p) => p.kind === 'rejected');
    await expect.poll(rejected, { timeout: 30_000 }).toBeTruthy();
    expect(await rejected()).toMatchObject({ title: 'Post rejected', url: '/my_activity' });
    expect((await rejected())!.body).toContain(title);
    const pushed = service.requests.find((r) => r.path === device.path)!;
    const { pushKey } = (await (await request.get('/api/config')).json()).data as { pushKey: string };
    expect(readVapid(pushed.headers.authorization).publicKey).toBe(pushKey);
  } finally {
    await service.close();
  }
});

test("a push shows its notification, and a tap opens its link in the open app's router", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await workerReady(page);
  const origin = new URL(baseURL!).origin;

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Money paid',
    body: 'Brew Lab paid $0.75 into your wallet.',
    url: '/my_wallet',
    tag: 'e2e-paid',
    kind: 'paid',
    unseen: 2,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: new URL(n.icon).pathname,
        badge: new URL(n.badge).pathname,
        data: n.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: '/my_wallet' },
    },
  ]);

  // The tap: the service worker focuses this window and its router opens the link (no reload: the mark stays).
  await page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async (tag) => {
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
    const sw = self as unknown as Scope;
    const [notification] = await sw.registration.getNotifications({ tag });
    const NotificationEvent = (self as unknown as { NotificationEvent: new (t: string, i: object) => Event })
      .NotificationEvent;
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, payload.tag);
  await expect(page).toHaveURL(/\/my_wallet$/);
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark)).toBe(1);
  await expect.poll(shown).toEqual([]);
});
