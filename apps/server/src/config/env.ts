import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LIMITS } from '@spruik/shared';
import { isPublishedPassword } from './demo-password';
import { isCommonPassword, weakSecret } from './password-strength';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { abaEnvShape, abaSettings, DEMO_ABA_SETTINGS, type AbaSettings } from './aba-settings';
import { flag } from './switch';
import {
  DEMO_FINANCE_SETTINGS,
  financeEnvShape,
  financeSettings,
  type FinanceSettings,
} from './finance-settings';
import { pushEnvShape, pushSettings, type PushSettings } from './push-settings';

const int = (def: number) => z.coerce.number().int().positive().default(def);
const secret = () =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional());

/** The only NODE_ENV values; anything else (`prod`, `Production`) is refused rather than run as development. */
const NODE_ENVS = ['production', 'development', 'test'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production (demo passwords stay on this machine), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s/]+/i.test(v), 'must be an http:// or https:// address'),
  /** Production needs an https:// PUBLIC_URL unless this is set (a local trial behind no TLS). */
  INSECURE_PUBLIC_URL_ALLOW_PRODUCTION: flag(false),
  JWT_SECRET: secret(),
  /** The secret before a rotation: its tokens stay valid until they expire (docs/deploy.md). */
  JWT_SECRET_PREVIOUS: secret(),
  /** Keys the stored hashes of sign-up codes and reset tokens; kept apart from the JWT secret. */
  TOKEN_PEPPER: secret(),
  /** Derives the customers' check-in codes (HMAC-SHA256, docs/visits.md); required in production. */
  CHECK_IN_KEY: secret(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spruik <no-reply@spruik.local>'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /**
   * The console's second factor: `required` (every operator enrols at first sign-in and gives a code at each) or
   * `optional` (an operator who enrolled gives a code; others may sign in with the password). Unset: required in
   * production, optional outside; production refuses `optional`.
   */
  ADMIN_2FA: z.enum(['required', 'optional']).optional(),
  /** Unset: on outside production, off in production. */
  SEED_DEMO: z.string().optional(),
  SEED_DEMO_ALLOW_PRODUCTION: flag(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_URL: z.string().default('https://api-m.sandbox.paypal.com'),
  /** The id of the webhook in PayPal's developer dashboard: refund and reversal notifications are verified with it. */
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** Signs Stripe's Connect webhook (payouts and onboarding): a second endpoint with its own secret. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /** The most a payee is paid automatically in 24 hours, dollars (docs/payouts.md); above it the operator decides. */
  PAYOUT_AUTO_DAILY_LIMIT: z.coerce.number().min(0).max(1_000_000).default(200),
  /** What an instant payout (Stripe) costs the payee, a percentage of the amount. */
  PAYOUT_INSTANT_FEE_PERCENT: z.coerce.number().min(0).max(20).default(1),
  /** Points the Stripe SDK elsewhere (a local mock in tests, stripe-mock in CI). */
  STRIPE_API_URL: z.string().url().optional(),
  /** The built-in TEST MODE checkout; on by default outside production, where it would hand out free credit. */
  PAYMENTS_SANDBOX: z.string().optional(),
  PAYMENTS_SANDBOX_ALLOW_PRODUCTION: flag(false),
  /** Production refuses a ledger holding sandbox top-ups while the sandbox is off, unless this is set. */
  SANDBOX_DATA_ALLOW_PRODUCTION: flag(false),
  /** The operator's ABA bank file of payouts (config/aba-settings.ts): all six ABA_* or none. */
  ...abaEnvShape,
  /** The platform's service fee and tax identity (config/finance-settings.ts, docs/finance.md). */
  ...financeEnvShape,
  /** Web Push: VAPID keys and the push services' hosts (config/push-settings.ts, docs/push.md). */
  ...pushEnvShape,
  // Connected accounts (docs/connected-accounts.md): each platform's app, the key sealing their tokens, and hosts.
  INSTAGRAM_APP_ID: z.string().optional(),
  INSTAGRAM_APP_SECRET: z.string().optional(),
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Seals the platforms' tokens (AES-256-GCM); production refuses connections configured without it. */
  SOCIAL_TOKEN_KEY: secret(),
  /** Each replaces every host of its provider, keeping the paths (local mocks in tests). */
  INSTAGRAM_BASE_URL: z.string().url().optional(),
  TIKTOK_BASE_URL: z.string().url().optional(),
  GOOGLE_BASE_URL: z.string().url().optional(),
  /** The TEST MODE connect page for platforms without keys; on by default outside production. */
  SOCIAL_SANDBOX: z.string().optional(),
  SOCIAL_SANDBOX_ALLOW_PRODUCTION: flag(false),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  REDIS_URL: z.string().optional(),
  /** Keys this deployment writes in Redis start with it, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only')
    .default('spruik'),
  RATE_LIMIT_WINDOW_SECONDS: int(600),
  RATE_LIMIT_PER_EMAIL: int(10),
  RATE_LIMIT_PER_IP: int(200),
  SCHEDULER_INTERVAL_SECONDS: int(60),
  LOG_LEVEL: z.string().default('info'),
  /** The API reference at /api/docs and /api/openapi.json. Unset: on outside production, off in production. */
  API_DOCS: z.string().optional(),
  // Uploads in S3-compatible storage (features/images/s3-store.ts); unset S3_BUCKET keeps them in DATA_DIR.
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  /** Where browsers reach the store, when the servers use an internal address (signed URLs name this host). */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Operations (plugins/metrics.ts, plugins/pressure.ts, server.ts).
  METRICS_TOKEN: secret(),
  /** Unset: 1000 on PostgreSQL; off on the embedded database, which itself runs on the event loop. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: int(25),
  // Bounded waits (docs/deploy.md "Bounded waits"): every wait on a dependency ends, as a 503 with Retry-After.
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000),
  DATABASE_LOCK_TIMEOUT_MS: int(5_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: int(5_000),
  /** Requests waiting for a pooled connection beyond which new ones answer 503 at once (0: off). */
  DATABASE_MAX_WAITING: z.coerce.number().int().min(0).default(50),
  /** The statement timeout of the long jobs (ledger check, reconciliation), which read whole tables. */
  JOB_STATEMENT_TIMEOUT_MS: int(300_000),
  REQUEST_TIMEOUT_SECONDS: int(30),
  REDIS_COMMAND_TIMEOUT_MS: int(2_000),
  STARTUP_TIMEOUT_SECONDS: int(60),
  // Client addresses and rate limits (see plugins/rate-limit.ts).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
      return 'value' in parsed ? parsed.value : false;
    }),
  RATE_LIMIT_WRITES_PER_MINUTE: int(120),
  RATE_LIMIT_UPLOADS_PER_MINUTE: int(6),
});

/**
 * The environment (or, in production, the data) cannot run the server. Each problem is one line that names the
 * variable and what to do; one problem prints as one line. server.ts prints the message and exits non-zero.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Spruik cannot start: ${problems[0]}`
        : `Spruik cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  publicEndpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Where browsers fetch signed URLs of the bucket from (the CSP's img-src must allow it). */
export function s3PublicOrigin(config: S3Config): string {
  const endpoint = config.publicEndpoint ?? config.endpoint;
  if (endpoint) return new URL(endpoint).origin;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

export type OAuthApp = { clientId: string; clientSecret: string };
export type SocialConfig = {
  instagram?: OAuthApp;
  tiktok?: OAuthApp;
  google?: OAuthApp;
  /** The AES-256-GCM key material for the platforms' tokens (a generated one in DATA_DIR outside production). */
  tokenKey: string;
  /** Each replaces every host of its provider (undefined: the real hosts). */
  baseUrls: { instagram?: string; tiktok?: string; google?: string };
  /** The TEST MODE connect page stands in for a platform without keys. */
  sandbox: boolean;
};

export type DatabaseBounds = { statementTimeoutMs: number; lockTimeoutMs: number; acquireTimeoutMs: number };

export type Config = {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  /** A rotated-out secret whose tokens are still accepted (never used to sign). */
  jwtSecretPrevious?: string;
  /** Keys the hashes of sign-up codes and reset tokens (never the JWT secret). */
  tokenPepper: string;
  /** Derives the check-in codes (HMAC-SHA256); generated into DATA_DIR outside production. */
  checkInKey: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  /** ADMIN_2FA: whether every operator must give a TOTP code at sign-in, or only those who enrolled. */
  admin2fa: 'required' | 'optional';
  /** Seed the demo world into an empty database; in production only with SEED_DEMO_ALLOW_PRODUCTION. */
  seedDemo: boolean;
  uploadDir: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  paypalClientId?: string;
  paypalClientSecret?: string;
  paypalApiUrl: string;
  /** PayPal webhooks are refused without it (their signatures are checked by PayPal against this id). */
  paypalWebhookId?: string;
  stripeApiUrl?: string;
  /** Who pays in the ABA bank file; null: no file (production without the ABA_* settings). */
  aba: AbaSettings | null;
  /** The service fee, GST registration and the seller on receipts and tax invoices (docs/finance.md). */
  finance: FinanceSettings;
  /** Web Push's VAPID keys and allowed push services; null: push is off (docs/push.md). */
  push: PushSettings | null;
  /** Connect webhooks are refused without it, and Stripe payouts are off (they would never learn paid). */
  stripeConnectWebhookSecret?: string;
  /** Automatic payouts (docs/payouts.md): the daily limit per payee and the instant fee. */
  payouts: { autoDailyLimitCents: number; instantFeePercent: number };
  paymentsSandbox: boolean;
  /** Production starts on a ledger holding sandbox top-ups although the sandbox is off (start.ts checks). */
  sandboxDataAllowed: boolean;
  /** Connected accounts: the platforms with keys, the token key, the hosts, and the TEST MODE sandbox. */
  social: SocialConfig;
  mapTileUrl: string;
  redisUrl?: string;
  rateLimit: { windowSeconds: number; perEmail: number; perIp: number };
  schedulerIntervalSeconds: number;
  logLevel: string;
  /** Serve the API reference (/api/docs, /api/openapi.json). */
  apiDocs: boolean;
  /**
   * Uploads in S3-compatible storage, served by redirect to a short-lived signed URL. An endpoint (MinIO, s3rver)
   * means path-style addressing; no credentials means the SDK's default chain (environment, instance role).
   */
  s3?: S3Config;
  /** Bearer token a Prometheus scraper sends to /metrics; unset, there is no /metrics. */
  metricsToken?: string;
  /** Above this event-loop delay new requests answer 503 at once instead of queueing (0: off). */
  maxEventLoopDelayMs: number;
  /** How long a stopping server may drain requests, sockets and jobs before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /** PostgreSQL's bounds, per connection (PGlite has none); `maxWaiting` 0 turns the pool's shedding off. */
  database: DatabaseBounds & { maxWaiting: number; jobStatementTimeoutMs: number };
  /** A request still unanswered after this answers 503, and its transaction cannot commit any more. */
  requestTimeoutSeconds: number;
  /** A Redis command (rate-limit count, live-update publish) fails after this. */
  redisCommandTimeoutMs: number;
  /** How long start-up waits for PostgreSQL before it gives up. */
  startupTimeoutSeconds: number;
  // Client addresses and rate limits.
  trustProxy: TrustProxy;
  /** Per account (or per IP when signed out), per minute: every POST/PUT/PATCH/DELETE, and image uploads. */
  limitsPerMinute: { writes: number; uploads: number };
  /** Keys in REDIS_URL's Redis start with this, so tests (or deployments) sharing a Redis keep apart. */
  rateLimitKeyPrefix: string;
};

type Env = z.infer<typeof envSchema>;

/**
 * Reads the environment once. Throws a ConfigError naming every variable that is invalid, or that production
 * refuses: it fails closed rather than run with a guessable secret, demo passwords or free sandbox credit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // First and alone: every other rule depends on whether this is production.
  const nodeEnv = env.NODE_ENV || undefined;
  if (nodeEnv !== undefined && !(NODE_ENVS as readonly string[]).includes(nodeEnv)) {
    throw new ConfigError([
      `NODE_ENV=${JSON.stringify(nodeEnv).slice(0, 40)} is not one of ${NODE_ENVS.join(', ')} (lower case); unset means development.`,
    ]);
  }
  const parsed = envSchema.safeParse({ ...env, NODE_ENV: nodeEnv });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credential chain.',
    ]);
  }
  const isProduction = e.NODE_ENV === 'production';
  const aba = abaSettings(e, isProduction);
  if ('error' in aba) throw new ConfigError([aba.error]);
  const finance = financeSettings(e, isProduction);
  if ('error' in finance) throw new ConfigError([finance.error]);
  const seedDemo = flagValue(env, 'SEED_DEMO', !isProduction);
  const paymentsSandbox = flagValue(env, 'PAYMENTS_SANDBOX', !isProduction);
  const socialSandbox = flagValue(env, 'SOCIAL_SANDBOX', !isProduction);
  for (const [id, key] of [
    ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
    ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ] as const) {
    if (!e[id] !== !e[key]) throw new ConfigError([`${id} and ${key} go together: set both, or neither.`]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const push = pushSettings(e, { isProduction, dataDir });
  // Production names every problem at once, push's among them.
  const pushProblems = 'error' in push ? [push.error] : [];
  if (isProduction) {
    const problems = [
      ...productionProblems(e, { seedDemo, paymentsSandbox, socialSandbox }),
      ...pushProblems,
    ];
    if (problems.length > 0) throw new ConfigError(problems);
  }
  if ('error' in push) throw new ConfigError(pushProblems);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // Production has both from the environment (checked above); a local run keeps generated ones in DATA_DIR.
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
    tokenPepper: e.TOKEN_PEPPER ?? persistentSecret(dataDir, 'token-pepper'),
    checkInKey: e.CHECK_IN_KEY ?? persistentSecret(dataDir, 'check-in-key'),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    admin2fa: e.ADMIN_2FA ?? (isProduction ? 'required' : 'optional'),
    seedDemo,
    uploadDir: path.join(dataDir, 'uploads'),
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    paypalClientId: e.PAYPAL_CLIENT_ID || undefined,
    paypalClientSecret: e.PAYPAL_CLIENT_SECRET || undefined,
    paypalApiUrl: e.PAYPAL_API_URL,
    paypalWebhookId: e.PAYPAL_WEBHOOK_ID?.trim() || undefined,
    stripeApiUrl: e.STRIPE_API_URL || undefined,
    aba: aba.value,
    finance: finance.value,
    push: push.value,
    stripeConnectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
    payouts: {
      autoDailyLimitCents: Math.round(e.PAYOUT_AUTO_DAILY_LIMIT * 100),
      instantFeePercent: e.PAYOUT_INSTANT_FEE_PERCENT,
    },
    paymentsSandbox,
    sandboxDataAllowed: e.SANDBOX_DATA_ALLOW_PRODUCTION,
    social: {
      instagram: oauthApp(e.INSTAGRAM_APP_ID, e.INSTAGRAM_APP_SECRET),
      tiktok: oauthApp(e.TIKTOK_CLIENT_KEY, e.TIKTOK_CLIENT_SECRET),
      google: oauthApp(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      // Production never generates a secret on disk: it refuses to start where a key is needed and none is set.
      tokenKey: e.SOCIAL_TOKEN_KEY ?? (isProduction ? '' : persistentSecret(dataDir, 'social-token-key')),
      baseUrls: {
        instagram: e.INSTAGRAM_BASE_URL || undefined,
        tiktok: e.TIKTOK_BASE_URL || undefined,
        google: e.GOOGLE_BASE_URL || undefined,
      },
      sandbox: socialSandbox,
    },
    mapTileUrl: e.MAP_TILE_URL,
    redisUrl: e.REDIS_URL || undefined,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perEmail: e.RATE_LIMIT_PER_EMAIL,
      perIp: e.RATE_LIMIT_PER_IP,
    },
    schedulerIntervalSeconds: e.SCHEDULER_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
    apiDocs: flagValue(env, 'API_DOCS', !isProduction),
    metricsToken: e.METRICS_TOKEN,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT || undefined,
          publicEndpoint: e.S3_PUBLIC_ENDPOINT || undefined,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 1000 : 0),
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    database: {
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
      acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
      maxWaiting: e.DATABASE_MAX_WAITING,
      jobStatementTimeoutMs: e.JOB_STATEMENT_TIMEOUT_MS,
    },
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    startupTimeoutSeconds: e.STARTUP_TIMEOUT_SECONDS,
    trustProxy: e.TRUST_PROXY,
    limitsPerMinute: { writes: e.RATE_LIMIT_WRITES_PER_MINUTE, uploads: e.RATE_LIMIT_UPLOADS_PER_MINUTE },
    rateLimitKeyPrefix: `${e.REDIS_KEY_PREFIX}:rate-limit:`,
  };
}

const oauthApp = (clientId?: string, clientSecret?: string): OAuthApp | undefined =>
  clientId && clientSecret ? { clientId, clientSecret } : undefined;

/** A switch whose default depends on NODE_ENV. */
function flagValue(env: NodeJS.ProcessEnv, name: string, def: boolean): boolean {
  const parsed = flag(def).safeParse(env[name]);
  if (!parsed.success) throw new ConfigError([`${name}: must be true or false`]);
  return parsed.data;
}

/** What production refuses to start with; one line per problem, naming the variable and the fix. */
function productionProblems(
  e: Env,
  on: { seedDemo: boolean; paymentsSandbox: boolean; socialSandbox: boolean },
): string[] {
  const problems: string[] = [];
  if (!e.JWT_SECRET) {
    problems.push(
      'JWT_SECRET is not set: production needs its own session secret (at least 32 characters, e.g. `openssl rand -base64 48`).',
    );
  }
  if (!e.TOKEN_PEPPER) {
    problems.push(
      'TOKEN_PEPPER is not set: production needs a secret for sign-up codes and reset links (at least 32 characters, e.g. `openssl rand -base64 48`).',
    );
  } else if (e.TOKEN_PEPPER === e.JWT_SECRET) {
    problems.push('TOKEN_PEPPER equals JWT_SECRET: give it a different random value.');
  }
  if (!e.CHECK_IN_KEY) {
    problems.push(
      "CHECK_IN_KEY is not set: production needs its own key for customers' check-in codes (at least 32 characters, e.g. `openssl rand -base64 48`).",
    );
  }
  const secrets = {
    JWT_SECRET: e.JWT_SECRET,
    JWT_SECRET_PREVIOUS: e.JWT_SECRET_PREVIOUS,
    TOKEN_PEPPER: e.TOKEN_PEPPER,
    METRICS_TOKEN: e.METRICS_TOKEN,
    SOCIAL_TOKEN_KEY: e.SOCIAL_TOKEN_KEY,
    CHECK_IN_KEY: e.CHECK_IN_KEY,
  };
  for (const [name, value] of Object.entries(secrets)) {
    const weak = value && weakSecret(value);
    if (weak) problems.push(`${name} ${weak}: use a random value, e.g. \`openssl rand -base64 48\`.`);
  }
  if (!e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL is not set: set it to the address users reach (e.g. https://spruik.example.com); e-mailed links and payment returns use it.',
    );
  } else if (!/^https:/i.test(e.PUBLIC_URL) && !e.INSECURE_PUBLIC_URL_ALLOW_PRODUCTION) {
    problems.push(
      'PUBLIC_URL is not https://: sessions, codes and reset links would cross the network in clear. Use https://, or also set INSECURE_PUBLIC_URL_ALLOW_PRODUCTION=true for a trial without TLS.',
    );
  }
  if (on.paymentsSandbox && !e.PAYMENTS_SANDBOX_ALLOW_PRODUCTION) {
    problems.push(
      'PAYMENTS_SANDBOX is on: the TEST MODE checkout hands out free credit. Turn it off, or also set PAYMENTS_SANDBOX_ALLOW_PRODUCTION=true if you really mean it.',
    );
  }
  const connecting = e.INSTAGRAM_APP_ID || e.TIKTOK_CLIENT_KEY || e.GOOGLE_CLIENT_ID || on.socialSandbox;
  if (connecting && !e.SOCIAL_TOKEN_KEY) {
    problems.push(
      "SOCIAL_TOKEN_KEY is not set: connected accounts' tokens are sealed with it at rest (at least 32 characters, e.g. `openssl rand -base64 48`).",
    );
  }
  if (on.socialSandbox && !e.SOCIAL_SANDBOX_ALLOW_PRODUCTION) {
    problems.push(
      'SOCIAL_SANDBOX is on: the TEST MODE connect page lets anyone claim any follower count. Turn it off, or also set SOCIAL_SANDBOX_ALLOW_PRODUCTION=true if you really mean it.',
    );
  }
  if (on.seedDemo && !e.SEED_DEMO_ALLOW_PRODUCTION) {
    problems.push(
      'SEED_DEMO is on: production does not seed the demo world. Unset it, or also set SEED_DEMO_ALLOW_PRODUCTION=true (demo passwords are then random and printed once).',
    );
  }
  if (e.ADMIN_2FA === 'optional') {
    problems.push(
      'ADMIN_2FA is optional: in production a password alone must open nothing of the console. Unset it (required).',
    );
  }
  const weak = weakAdminPassword(e.ADMIN_PASSWORD, e.ADMIN_EMAIL);
  if (weak) problems.push(`ADMIN_PASSWORD ${weak}: choose another (or unset it and use \`npm run admin\`).`);
  return problems;
}

/**
 * Production's admin password (ADMIN_PASSWORD, `npm run admin`): the product's password rule, not a value anyone
 * can read in the README, not the e-mail, and not in the list of common passwords.
 */
export function weakAdminPassword(password: string | undefined, email: string | undefined): string | null {
  if (!password) return null;
  if (password.length < LIMITS.passwordMin) return `is shorter than ${LIMITS.passwordMin} characters`;
  if (isPublishedPassword(password)) return 'is the published demo password';
  const p = password.toLowerCase();
  const local = email?.split('@')[0]?.toLowerCase();
  if (p === email?.toLowerCase() || (local && p === local)) return 'is the admin e-mail';
  if (isCommonPassword(password)) return "is a common password (in zxcvbn's list of leaked passwords)";
  return null;
}

/** Loud lines for the log: things production allows but should not run with. */
export function startupWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.databaseUrl) {
    warnings.push(
      [
        'WARNING: production is running on the EMBEDDED database (PGlite in DATA_DIR).',
        '  It is a single-process file database meant for trying Spruik out: no concurrent servers, no',
        '  point-in-time recovery, and the money ledger lives in files on this disk.',
        '  Set DATABASE_URL to a PostgreSQL 15+ server for real use, and back it up.',
      ].join('\n'),
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      "WARNING: SMTP_URL is not set: no e-mail is sent (sign-up codes and reset links stay in the operator console's outbox).",
    );
  }
  if (!config.publicUrl.startsWith('https:')) {
    warnings.push(
      'WARNING: PUBLIC_URL is not https:// in production (INSECURE_PUBLIC_URL_ALLOW_PRODUCTION=true): sessions and reset links cross the network in clear.',
    );
  }
  if (config.paypalClientId && !config.paypalWebhookId) {
    warnings.push(
      'WARNING: PAYPAL_WEBHOOK_ID is not set: PayPal refund and reversal notifications are refused, so a refunded top-up keeps its credit. Set it to the webhook id from the PayPal developer dashboard.',
    );
  }
  if (config.paymentsSandbox) {
    warnings.push(
      'WARNING: PAYMENTS_SANDBOX is on in production (PAYMENTS_SANDBOX_ALLOW_PRODUCTION=true): the TEST MODE checkout hands out free credit.',
    );
  }
  if (config.seedDemo) {
    warnings.push(
      'WARNING: SEED_DEMO is on in production (SEED_DEMO_ALLOW_PRODUCTION=true): an empty database gets the demo world, with random passwords.',
    );
  }
  return warnings;
}

/** For entry points (server, CLIs): a ConfigError is printed as it is and ends the process with exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** A secret unset outside production: generate one and keep it in DATA_DIR so it survives restarts. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** A config for tests: in-memory defaults, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? path.join(process.cwd(), 'data', 'test');
  return {
    nodeEnv: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-test-secret-test-secret',
    tokenPepper: 'test-pepper-test-pepper-test-pepper',
    checkInKey: 'test-check-in-key-test-check-in-key',
    payouts: { autoDailyLimitCents: 20_000, instantFeePercent: 1 },
    mailFrom: 'Spruik <no-reply@spruik.local>',
    admin2fa: 'optional',
    seedDemo: false,
    uploadDir: path.join(dataDir, 'uploads'),
    paypalApiUrl: 'http://127.0.0.1:9/paypal',
    aba: DEMO_ABA_SETTINGS,
    finance: DEMO_FINANCE_SETTINGS,
    push: null,
    paymentsSandbox: true,
    sandboxDataAllowed: false,
    social: { tokenKey: 'test-social-key-test-social-key', baseUrls: {}, sandbox: true },
    mapTileUrl: '',
    rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 10000 },
    schedulerIntervalSeconds: 60,
    logLevel: 'silent',
    apiDocs: true,
    maxEventLoopDelayMs: 0,
    shutdownTimeoutSeconds: 5,
    database: {
      statementTimeoutMs: 10_000,
      lockTimeoutMs: 5_000,
      acquireTimeoutMs: 5_000,
      maxWaiting: 50,
      jobStatementTimeoutMs: 300_000,
    },
    requestTimeoutSeconds: 30,
    redisCommandTimeoutMs: 2_000,
    startupTimeoutSeconds: 60,
    trustProxy: false,
    // The suites send many writes per account within a minute; the limits' own tests set small values.
    limitsPerMinute: { writes: 100_000, uploads: 100_000 },
    rateLimitKeyPrefix: 'spruik:rate-limit:',
    ...overrides,
  };
}
