import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'spruik-aba-config-'));

/** A production environment that starts (secrets as `openssl rand -base64 48` makes them). */
const production = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir(),
  DATABASE_URL: 'postgres://spruik@db.internal:5432/spruik',
  JWT_SECRET: 'kV3pX9qL2mZ7tR1wB8nC4yH6jD0sF5gA+eU/oI3lK7vQ2xM9bN1cT4rW6zY8hJ0d',
  TOKEN_PEPPER: 'Qm8Zr2Lx5Vt9Nc1Bw7Yk3Hs6Jd0Fg4Pa+Eu/Oi2Tl8Kv5Xq9Mb1Cn3Rw7Zy6Hj4s',
  CHECK_IN_KEY: 'Tz4Wn8Qc2Lp6Rv0Xm3Bk7Hy1Jf5Sd9Ga+Ne/Ou4Ki8Vb2Xq6Mc0Zr3Wl7Hp1Ys5d',
  PUBLIC_URL: 'https://spruik.example.com',
  ...extra,
});
const development = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'development',
  DATA_DIR: dataDir(),
  ...extra,
});

const BANK = {
  ABA_BANK_CODE: 'wbc',
  ABA_USER_NAME: 'Spruik Payouts',
  ABA_APCA_ID: '123456',
  ABA_REMITTER: 'Spruik',
  ABA_TRACE_BSB: '032-001',
  ABA_TRACE_ACCOUNT: '998877',
};

function problems(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('loadConfig started with this environment');
}

describe('ABA bank file settings', () => {
  it('production without them starts, with no bank file', () => {
    expect(loadConfig(production()).aba).toBeNull();
  });

  it('production with all six: the BSB as 6 digits, the bank code in capitals, the description PAYOUTS', () => {
    expect(loadConfig(production(BANK)).aba).toEqual({
      bankCode: 'WBC',
      userName: 'Spruik Payouts',
      apcaId: '123456',
      remitter: 'Spruik',
      traceBsb: '032001',
      traceAccount: '998877',
      description: 'PAYOUTS',
    });
  });

  it('outside production without them: the demo settings, so the demo can download a file', () => {
    expect(loadConfig(development()).aba).toEqual({
      bankCode: 'CBA',
      userName: 'SPRUIK PTY LTD',
      apcaId: '301500',
      remitter: 'SPRUIK',
      traceBsb: '062000',
      traceAccount: '12345678',
      description: 'PAYOUTS',
    });
    expect(loadConfig(development({ ...BANK, ABA_TRACE_BSB: '032001' })).aba?.bankCode).toBe('WBC');
  });

  it('blank values count as unset', () => {
    const blank = Object.fromEntries(Object.keys(BANK).map((k) => [k, ' ']));
    expect(loadConfig(production(blank)).aba).toBeNull();
  });

  it('refuses some without the others, naming the missing ones', () => {
    const [line, ...rest] = problems(production({ ...BANK, ABA_REMITTER: undefined, ABA_APCA_ID: '' }));
    expect(rest).toEqual([]);
    expect(line.startsWith('ABA_APCA_ID, ABA_REMITTER:')).toBe(true);
  });

  it.each([
    ['ABA_BANK_CODE', 'CB1'],
    ['ABA_USER_NAME', 'A user name longer than 26 chars'],
    ['ABA_APCA_ID', '12345'],
    ['ABA_REMITTER', 'Longer than sixteen'],
    ['ABA_TRACE_BSB', '03200'],
    ['ABA_TRACE_ACCOUNT', '12-3456'],
  ])('refuses %s=%j, naming it', (name, value) => {
    const found = problems(development({ ...BANK, [name]: value }));
    expect(found).toHaveLength(1);
    expect(found[0].startsWith(`${name}:`)).toBe(true);
  });
});
