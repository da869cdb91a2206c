import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from '../../src/config/env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'spruik-config-'));

/** Secrets as `openssl rand -base64 48` makes them. */
const JWT = 'kV3pX9qL2mZ7tR1wB8nC4yH6jD0sF5gA+eU/oI3lK7vQ2xM9bN1cT4rW6zY8hJ0d';
const PEPPER = 'Qm8Zr2Lx5Vt9Nc1Bw7Yk3Hs6Jd0Fg4Pa+Eu/Oi2Tl8Kv5Xq9Mb1Cn3Rw7Zy6Hj4s';
const CHECK_IN = 'Tz4Wn8Qc2Lp6Rv0Xm3Bk7Hy1Jf5Sd9Ga+Ne/Ou4Ki8Vb2Xq6Mc0Zr3Wl7Hp1Ys5d';

/** A production environment that starts: every required variable set, nothing risky on. */
const production = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir(),
  DATABASE_URL: 'postgres://spruik@db.internal:5432/spruik',
  JWT_SECRET: JWT,
  TOKEN_PEPPER: PEPPER,
  CHECK_IN_KEY: CHECK_IN,
  PUBLIC_URL: 'https://spruik.example.com',
  SMTP_URL: 'smtp://mail.internal:587',
  ...extra,
});

/** The ConfigError loadConfig throws (fails the test if it starts instead). */
function refusal(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('loadConfig started with this environment');
}

describe('production configuration fails closed', () => {
  it('starts with every required variable and seeds nothing, sandbox off', () => {
    const config = loadConfig(production());
    expect(config.isProduction).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.paymentsSandbox).toBe(false);
    expect(config.tokenPepper).toBe(PEPPER);
    expect(config.tokenPepper).not.toBe(config.jwtSecret);
  });

  it.each([
    ['JWT_SECRET', { JWT_SECRET: undefined }],
    ['TOKEN_PEPPER', { TOKEN_PEPPER: undefined }],
    ['CHECK_IN_KEY', { CHECK_IN_KEY: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['PAYMENTS_SANDBOX', { PAYMENTS_SANDBOX: 'true' }],
    ['SEED_DEMO', { SEED_DEMO: 'true' }],
  ])('refuses without %s set right, naming it and the fix', (variable, extra) => {
    const err = refusal(production(extra));
    expect(err.problems).toHaveLength(1);
    expect(err.problems[0].startsWith(variable)).toBe(true);
    expect(err.message).toContain(variable);
  });

  it('refuses connected accounts without SOCIAL_TOKEN_KEY, and the TEST MODE connect page unless allowed', () => {
    const keyed = { SOCIAL_TOKEN_KEY: JWT.split('').reverse().join('') };
    expect(loadConfig(production()).social.sandbox).toBe(false);
    // A platform's keys seal its tokens with SOCIAL_TOKEN_KEY: without it, production refuses.
    const app = { INSTAGRAM_APP_ID: '1234', INSTAGRAM_APP_SECRET: 'app-secret' };
    expect(refusal(production(app)).problems).toEqual([
      expect.stringMatching(/^SOCIAL_TOKEN_KEY is not set/),
    ]);
    expect(loadConfig(production({ ...app, ...keyed })).social.instagram).toEqual({
      clientId: '1234',
      clientSecret: 'app-secret',
    });
    expect(refusal(production({ SOCIAL_SANDBOX: 'true', ...keyed })).problems).toEqual([
      expect.stringMatching(/^SOCIAL_SANDBOX is on/),
    ]);
    const allowed = loadConfig(
      production({ SOCIAL_SANDBOX: 'true', SOCIAL_SANDBOX_ALLOW_PRODUCTION: 'true', ...keyed }),
    );
    expect(allowed.social.sandbox).toBe(true);
    // An id without its secret is a mistake anywhere.
    expect(refusal({ DATA_DIR: dataDir(), TIKTOK_CLIENT_KEY: 'key' }).problems[0]).toMatch(
      /^TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET go together/,
    );
  });

  it('requires the console second factor in production, and refuses ADMIN_2FA=optional there', () => {
    expect(loadConfig(production()).admin2fa).toBe('required');
    expect(refusal(production({ ADMIN_2FA: 'optional' })).problems.join('\n')).toMatch(/ADMIN_2FA/);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }).admin2fa).toBe('optional');
  });

  it('does not generate a JWT secret, pepper or check-in key file in production', () => {
    const env = production({ JWT_SECRET: undefined, TOKEN_PEPPER: undefined, CHECK_IN_KEY: undefined });
    const err = refusal(env);
    expect(err.problems.map((p) => p.split(' ')[0])).toEqual(['JWT_SECRET', 'TOKEN_PEPPER', 'CHECK_IN_KEY']);
    expect(() => readFileSync(path.join(env.DATA_DIR, 'jwt-secret'))).toThrow();
    expect(() => readFileSync(path.join(env.DATA_DIR, 'check-in-key'))).toThrow();
  });

  it('keeps a generated check-in key in DATA_DIR outside production, the same across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }).checkInKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'check-in-key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }).checkInKey).toBe(first);
    expect(loadConfig(production()).checkInKey).toBe(CHECK_IN);
  });

  it('lists every problem at once', () => {
    const err = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir(), SEED_DEMO: 'on' });
    expect(err.problems.map((p) => p.split(' ')[0])).toEqual([
      'JWT_SECRET',
      'TOKEN_PEPPER',
      'CHECK_IN_KEY',
      'PUBLIC_URL',
      'SEED_DEMO',
    ]);
  });

  it('refuses a pepper equal to the JWT secret', () => {
    const err = refusal(production({ TOKEN_PEPPER: JWT }));
    expect(err.problems[0]).toMatch(/^TOKEN_PEPPER equals JWT_SECRET/);
  });

  it('runs the sandbox or the demo seed only when explicitly allowed', () => {
    const sandbox = loadConfig(
      production({ PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_ALLOW_PRODUCTION: 'true' }),
    );
    expect(sandbox.paymentsSandbox).toBe(true);
    const seed = loadConfig(production({ SEED_DEMO: 'true', SEED_DEMO_ALLOW_PRODUCTION: 'true' }));
    expect(seed.seedDemo).toBe(true);
    // Allowing alone turns nothing on.
    const allowedOnly = loadConfig(production({ SEED_DEMO_ALLOW_PRODUCTION: 'true' }));
    expect(allowedOnly.seedDemo).toBe(false);
  });

  it.each([
    ['short', 'is shorter than 8 characters'],
    ['Password123!', 'is the published demo password'],
    ['PASSWORD123!', 'is the published demo password'],
    ['operator', 'is the admin e-mail'],
  ])('refuses ADMIN_PASSWORD=%s', (password, why) => {
    const err = refusal(production({ ADMIN_EMAIL: 'operator@example.com', ADMIN_PASSWORD: password }));
    expect(err.problems).toEqual([expect.stringMatching(new RegExp(`^ADMIN_PASSWORD ${why}`))]);
  });

  it('accepts a strong ADMIN_PASSWORD', () => {
    const config = loadConfig(
      production({ ADMIN_EMAIL: 'operator@example.com', ADMIN_PASSWORD: 'correct horse battery' }),
    );
    expect(config.adminPassword).toBe('correct horse battery');
  });

  it('refuses a switch that is neither true nor false, anywhere', () => {
    expect(refusal({ DATA_DIR: dataDir(), SEED_DEMO: 'maybe' }).problems).toEqual([
      'SEED_DEMO: must be true or false',
    ]);
    expect(refusal(production({ SEED_DEMO_ALLOW_PRODUCTION: 'sure' })).problems[0]).toMatch(
      /^SEED_DEMO_ALLOW_PRODUCTION/,
    );
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    expect(refusal(production({ PUBLIC_URL: 'spruik.example.com' })).problems[0]).toMatch(/^PUBLIC_URL/);
  });

  it('warns loudly, over several lines, when production runs on the embedded database', () => {
    const embedded = loadConfig(production({ DATABASE_URL: undefined }));
    const [warning] = startupWarnings(embedded);
    expect(warning).toMatch(/^WARNING: production is running on the EMBEDDED database/);
    expect(warning.split('\n').length).toBeGreaterThan(2);
    expect(warning).toContain('DATABASE_URL');
    expect(startupWarnings(loadConfig(production()))).toEqual([]);
  });

  it('warns when PayPal is configured without PAYPAL_WEBHOOK_ID (its refunds would be refused)', () => {
    const paypal = { PAYPAL_CLIENT_ID: 'pp-client', PAYPAL_CLIENT_SECRET: 'pp-secret' };
    const [warning] = startupWarnings(loadConfig(production(paypal)));
    expect(warning).toMatch(
      /^WARNING: PAYPAL_WEBHOOK_ID is not set: PayPal refund and reversal notifications/,
    );
    const configured = loadConfig(production({ ...paypal, PAYPAL_WEBHOOK_ID: ' 5GP028458E2496506 ' }));
    expect(configured.paypalWebhookId).toBe('5GP028458E2496506');
    expect(startupWarnings(configured)).toEqual([]);
  });
});

describe('NODE_ENV is production, development or test', () => {
  it.each(['prod', 'Production', 'PRODUCTION', 'staging', 'dev'])(
    'refuses NODE_ENV=%s with one line, instead of running as development',
    (value) => {
      const err = refusal({ NODE_ENV: value, DATA_DIR: dataDir() });
      expect(err.problems).toEqual([
        `NODE_ENV="${value}" is not one of production, development, test (lower case); unset means development.`,
      ]);
      expect(err.message).toBe(`Spruik cannot start: ${err.problems[0]}`);
    },
  );

  it('takes development when unset or empty, and test and production as written', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: '', DATA_DIR: dataDir() }).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() }).isProduction).toBe(false);
    expect(loadConfig(production()).isProduction).toBe(true);
  });
});

describe('production secrets, admin password, address and mail', () => {
  const secrets = ['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'TOKEN_PEPPER', 'METRICS_TOKEN', 'CHECK_IN_KEY'];
  const weak: Array<[string, string, RegExp]> = [
    ['16 repeats', 'a'.repeat(16), /is shorter than 32 characters/],
    ['31 random characters', JWT.slice(0, 31), /is shorter than 32 characters/],
    ['40 repeats', 'j'.repeat(40), /has too little variety \(0\.0 bits per character, at least 3 needed\)/],
    ['a repeated pair', 'ab'.repeat(20), /has too little variety \(1\.0 bits/],
    ['a repeated word', 'password'.repeat(4), /has too little variety \(2\.8 bits/],
  ];
  it.each(secrets.flatMap((name) => weak.map(([what, value, why]) => [name, what, value, why] as const)))(
    'refuses %s of %s',
    (name, _what, value, why) => {
      const err = refusal(production({ [name]: value }));
      expect(err.problems).toHaveLength(1);
      expect(err.problems[0]).toMatch(new RegExp(`^${name} ${why.source}`));
      expect(err.problems[0]).toContain('openssl rand -base64 48');
    },
  );

  it('accepts 32 random characters and random hex, and keeps 16 characters enough outside production', () => {
    const hex = '9f2c4e7a1b3d5f60a8c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9';
    const config = loadConfig(
      production({
        JWT_SECRET: JWT.slice(0, 32),
        JWT_SECRET_PREVIOUS: hex,
        METRICS_TOKEN: PEPPER.slice(0, 40),
      }),
    );
    expect(config.jwtSecretPrevious).toBe(hex);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'a'.repeat(16) }).jwtSecret).toBe('a'.repeat(16));
  });

  it.each(['password', 'Password', 'password123', 'qwertyuiop', 'iloveyou'])(
    'refuses ADMIN_PASSWORD=%s, a common password',
    (password) => {
      const err = refusal(production({ ADMIN_EMAIL: 'operator@example.com', ADMIN_PASSWORD: password }));
      expect(err.problems).toEqual([
        expect.stringMatching(
          /^ADMIN_PASSWORD is a common password \(in zxcvbn's list of leaked passwords\)/,
        ),
      ]);
    },
  );

  it('refuses an http:// PUBLIC_URL unless INSECURE_PUBLIC_URL_ALLOW_PRODUCTION, and then warns', () => {
    const err = refusal(production({ PUBLIC_URL: 'http://spruik.example.com' }));
    expect(err.problems).toEqual([expect.stringMatching(/^PUBLIC_URL is not https:\/\//)]);
    expect(err.problems[0]).toContain('INSECURE_PUBLIC_URL_ALLOW_PRODUCTION=true');
    const allowed = loadConfig(
      production({ PUBLIC_URL: 'http://localhost:8080', INSECURE_PUBLIC_URL_ALLOW_PRODUCTION: 'true' }),
    );
    expect(allowed.publicUrl).toBe('http://localhost:8080');
    expect(startupWarnings(allowed)).toEqual([
      expect.stringMatching(/^WARNING: PUBLIC_URL is not https:\/\/ in production/),
    ]);
  });

  it('warns in one line when production sends no mail (no SMTP_URL)', () => {
    const warnings = startupWarnings(loadConfig(production({ SMTP_URL: undefined })));
    expect(warnings).toEqual([
      "WARNING: SMTP_URL is not set: no e-mail is sent (sign-up codes and reset links stay in the operator console's outbox).",
    ]);
    expect(startupWarnings(loadConfig({ DATA_DIR: dataDir() }))).toEqual([]);
  });
});

describe('a local run keeps working without any setting', () => {
  it('seeds the demo world, runs the sandbox, and keeps generated secrets in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.isProduction).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.paymentsSandbox).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(readFileSync(path.join(dir, 'token-pepper'), 'utf8')).toBe(config.tokenPepper);
    expect(config.tokenPepper).not.toBe(config.jwtSecret);
    // A restart reads the same secrets, so codes and sessions survive it.
    const again = loadConfig({ DATA_DIR: dir });
    expect([again.jwtSecret, again.tokenPepper]).toEqual([config.jwtSecret, config.tokenPepper]);
    expect(startupWarnings(config)).toEqual([]);
  });

  it('throws (not exits) on an invalid value, naming the variable', () => {
    expect(refusal({ DATA_DIR: dataDir(), JWT_SECRET: 'short' }).problems).toEqual([
      'JWT_SECRET: must be at least 16 characters',
    ]);
  });
});

describe('the interface the server listens on', () => {
  it('is this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('is every interface in production (a container), unless HOST says otherwise', () => {
    expect(loadConfig(production()).host).toBe('0.0.0.0');
    expect(loadConfig(production({ HOST: '127.0.0.1' })).host).toBe('127.0.0.1');
  });
});
