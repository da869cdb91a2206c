import { describe, expect, it } from 'vitest';
import { pushPayload } from '@spruik/shared';
import { appPath, BADGE, ICON, noticeFor, openedLink, OPEN_MESSAGE } from './notification';

const ORIGIN = 'https://spruik.app';
const payload = {
  title: 'Your post is approved',
  body: 'Cafe Uno paid $12.00 into your wallet.',
  url: '/my_wallet',
  tag: 'paid-c1',
  kind: 'paid',
  unseen: 3,
};

describe('a push as a notification', () => {
  it('shows the payload with the app icon, the monochrome badge, its tag and its link', () => {
    expect(pushPayload.parse(payload)).toEqual(payload);
    expect(noticeFor(payload, ORIGIN)).toEqual({
      title: 'Your post is approved',
      options: {
        body: 'Cafe Uno paid $12.00 into your wallet.',
        icon: ICON,
        badge: BADGE,
        tag: 'paid-c1',
        data: { url: '/my_wallet' },
      },
      unseen: 3,
    });
  });

  it('a payload that is not ours shows the app name, opens the app and leaves the badge alone', () => {
    for (const bad of [null, 'text', 42, {}, { title: 7, body: 'x' }, { title: '  ', url: '/x' }]) {
      const n = noticeFor(bad, ORIGIN);
      expect(n.title).toBe('Spruik');
      expect(n.options).toMatchObject({ body: 'You have something new.', data: { url: '/' } });
      expect(n.options.tag).toBeUndefined();
      expect(n.unseen).toBeNull();
    }
  });

  it('a link off the app opens the app instead; a bad count leaves the badge alone', () => {
    const n = noticeFor({ ...payload, url: 'https://evil.example/x', unseen: -1 }, ORIGIN);
    expect(n.options.data.url).toBe('/');
    expect(n.unseen).toBeNull();
    expect(noticeFor({ ...payload, unseen: 1.5 }, ORIGIN).unseen).toBeNull();
    expect(noticeFor({ ...payload, unseen: 0 }, ORIGIN).unseen).toBe(0);
  });

  it('long texts are cut', () => {
    const n = noticeFor({ ...payload, title: 'x'.repeat(500), body: 'y'.repeat(5000) }, ORIGIN);
    expect(n.title).toHaveLength(120);
    expect(n.options.body).toHaveLength(400);
  });
});

describe('appPath', () => {
  it("keeps the app's own paths with their query and hash", () => {
    expect(appPath('/campaign_details?id=a%20b#x', ORIGIN)).toBe('/campaign_details?id=a%20b#x');
    expect(appPath('/', ORIGIN)).toBe('/');
  });

  it('refuses other sites, schemes and anything that is not a path', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'my_wallet',
      '',
      null,
      42,
    ])
      expect(appPath(url, ORIGIN)).toBeNull();
  });
});

describe('openedLink', () => {
  it("reads the service worker's open message, and only it", () => {
    expect(openedLink({ type: OPEN_MESSAGE, url: '/my_wallet' }, ORIGIN)).toBe('/my_wallet');
    expect(openedLink({ type: OPEN_MESSAGE, url: 'https://evil.example/' }, ORIGIN)).toBeNull();
    expect(openedLink({ type: 'other', url: '/my_wallet' }, ORIGIN)).toBeNull();
    expect(openedLink(null, ORIGIN)).toBeNull();
    expect(openedLink('/my_wallet', ORIGIN)).toBeNull();
  });
});
