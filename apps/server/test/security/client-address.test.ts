import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@spruik/shared';
import type { Config } from '../../src/config/env';
import { createTestApp, type TestApp } from '../test-app';

/** One forget call as a socket at `from` would send it, with whatever X-Forwarded-For the caller chose. */
const forget = (t: TestApp, i: number, from: string, xff?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forget',
    payload: { email: `nobody-${i}@example.com` },
    remoteAddress: from,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

const limited = (res: { statusCode: number; json: () => { errors?: string; code?: string } }) =>
  res.statusCode === 429 && res.json().code === 'RATE_LIMITED' && res.json().errors === MSG.tooManyRequests;

describe('client address with no TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production defaults: 200 tries per IP per 10 minutes.
    t = await createTestApp({ config: { rateLimit: { windowSeconds: 600, perEmail: 10, perIp: 200 } } });
  });
  afterAll(() => t.close());

  it('ignores a rotating X-Forwarded-For: 205 forget calls from one socket, the 5 above the limit answer 429', async () => {
    const answers = [];
    for (let i = 0; i < 205; i++) {
      answers.push(await forget(t, i, '198.51.100.7', `203.0.${i >> 8}.${i & 255}`));
    }
    expect(answers.slice(0, 200).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.slice(200).map(limited)).toEqual([true, true, true, true, true]);
  });

  it('does not let a spoofed victim address lock out the victim', async () => {
    for (let i = 0; i < 201; i++) await forget(t, 1000 + i, '198.51.100.66', '203.0.113.50');
    expect(limited(await forget(t, 2000, '198.51.100.66', '203.0.113.50'))).toBe(true);
    expect((await forget(t, 2001, '203.0.113.50')).statusCode).toBe(200);
  });
});

describe('client address behind trusted proxies', () => {
  const build = (trustProxy: Config['trustProxy']) =>
    createTestApp({ config: { trustProxy, rateLimit: { windowSeconds: 600, perEmail: 10, perIp: 3 } } });

  describe('TRUST_PROXY=1 (one hop)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await build(1);
    });
    afterAll(() => t.close());

    it('takes the client from the last hop, whatever the client put before it', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await forget(t, i, '10.0.0.2', `1.1.1.${i}, 203.0.113.7`)).statusCode).toBe(200);
      }
      expect(limited(await forget(t, 3, '10.0.0.2', '1.1.1.99, 203.0.113.7'))).toBe(true);
      // Another client behind the same proxy has its own count.
      expect((await forget(t, 4, '10.0.0.2', '203.0.113.8')).statusCode).toBe(200);
    });
  });

  describe('TRUST_PROXY=10.0.0.0/8 (the proxies by address)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await build(['10.0.0.0/8']);
    });
    afterAll(() => t.close());

    it('believes X-Forwarded-For from a listed proxy only', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await forget(t, i, '10.1.2.3', `1.1.1.${i}, 203.0.113.9`)).statusCode).toBe(200);
      }
      expect(limited(await forget(t, 3, '10.9.9.9', '203.0.113.9'))).toBe(true);

      // A caller outside the list is its own socket address, whatever it claims.
      for (let i = 0; i < 3; i++) {
        expect((await forget(t, 10 + i, '198.51.100.20', `203.0.113.${100 + i}`)).statusCode).toBe(200);
      }
      expect(limited(await forget(t, 13, '198.51.100.20', '203.0.113.200'))).toBe(true);
    });
  });
});
