import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './env';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const raw of [undefined, '', ' ', 'false', 'FALSE', '0'])
      expect(parseTrustProxy(raw)).toEqual({ value: false });
  });

  it('reads a hop count, and lists of addresses, CIDRs and range names', () => {
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('2')).toEqual({ value: 2 });
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8 ,loopback')).toEqual({
      value: ['10.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses true, which would let any client pick its own address', () => {
    const parsed = parseTrustProxy('true');
    expect(parsed).toHaveProperty('error');
    expect('error' in parsed && parsed.error).toMatch(/X-Forwarded-For.*number of proxies/);
  });

  it('refuses entries that are not addresses or CIDRs', () => {
    for (const raw of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '1.2.3.4/8/8', 'yes']) {
      expect(parseTrustProxy(raw), raw).toHaveProperty('error');
    }
  });

  it('gives Fastify a trust function for a hop count: the socket peer and nothing beyond the count', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.2', 0), trust('203.0.113.7', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  describe('loadConfig', () => {
    afterEach(() => vi.restoreAllMocks());
    const env = (extra: Record<string, string>) => ({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-config-')),
      JWT_SECRET: 'a-test-secret-of-enough-length',
      NODE_ENV: 'test',
      ...extra,
    });

    it('defaults to trusting no proxy', () => {
      expect(loadConfig(env({})).trustProxy).toBe(false);
    });

    it('stops the start with a clear line for TRUST_PROXY=true', () => {
      expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(
        /TRUST_PROXY: TRUST_PROXY=true would trust any X-Forwarded-For/,
      );
    });
  });
});
