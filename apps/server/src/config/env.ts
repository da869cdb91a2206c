import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? def : !['0', 'false', 'no', 'off'].includes(v.toLowerCase()),
    );
const int = (def: number) => z.coerce.number().int().positive().default(def);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spruik <no-reply@spruik.local>'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: bool(true),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_URL: z.string().default('https://api-m.sandbox.paypal.com'),
  /** Points the Stripe SDK elsewhere (a local mock in tests, stripe-mock in CI). */
  STRIPE_API_URL: z.string().url().optional(),
  /** The built-in TEST MODE checkout; on by default outside production, where it would hand out free credit. */
  PAYMENTS_SANDBOX: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_WINDOW_SECONDS: int(600),
  RATE_LIMIT_PER_EMAIL: int(10),
  RATE_LIMIT_PER_IP: int(200),
  SCHEDULER_INTERVAL_SECONDS: int(60),
  LOG_LEVEL: z.string().default('info'),
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

export type Config = {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  uploadDir: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  paypalClientId?: string;
  paypalClientSecret?: string;
  paypalApiUrl: string;
  stripeApiUrl?: string;
  paymentsSandbox: boolean;
  mapTileUrl: string;
  redisUrl?: string;
  rateLimit: { windowSeconds: number; perEmail: number; perIp: number };
  schedulerIntervalSeconds: number;
  logLevel: string;
  // Client addresses and rate limits.
  trustProxy: TrustProxy;
  /** Per account (or per IP when signed out), per minute: every POST/PUT/PATCH/DELETE, and image uploads. */
  limitsPerMinute: { writes: number; uploads: number };
  /** Keys in REDIS_URL's Redis start with this, so tests (or deployments) sharing a Redis keep apart. */
  rateLimitKeyPrefix: string;
};

/** Reads the environment once. Invalid values exit with a clear message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    console.error(`Invalid configuration:\n${lines}`);
    process.exit(1);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    seedDemo: e.SEED_DEMO,
    uploadDir: path.join(dataDir, 'uploads'),
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    paypalClientId: e.PAYPAL_CLIENT_ID || undefined,
    paypalClientSecret: e.PAYPAL_CLIENT_SECRET || undefined,
    paypalApiUrl: e.PAYPAL_API_URL,
    stripeApiUrl: e.STRIPE_API_URL || undefined,
    paymentsSandbox: bool(e.NODE_ENV !== 'production').parse(e.PAYMENTS_SANDBOX),
    mapTileUrl: e.MAP_TILE_URL,
    redisUrl: e.REDIS_URL || undefined,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perEmail: e.RATE_LIMIT_PER_EMAIL,
      perIp: e.RATE_LIMIT_PER_IP,
    },
    schedulerIntervalSeconds: e.SCHEDULER_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    limitsPerMinute: { writes: e.RATE_LIMIT_WRITES_PER_MINUTE, uploads: e.RATE_LIMIT_UPLOADS_PER_MINUTE },
    rateLimitKeyPrefix: 'spruik:rate-limit:',
  };
}

/** JWT_SECRET unset: generate one and keep it in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
    mailFrom: 'Spruik <no-reply@spruik.local>',
    seedDemo: false,
    uploadDir: path.join(dataDir, 'uploads'),
    paypalApiUrl: 'http://127.0.0.1:9/paypal',
    paymentsSandbox: true,
    mapTileUrl: '',
    rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 10000 },
    schedulerIntervalSeconds: 60,
    logLevel: 'silent',
    trustProxy: false,
    // The suites send many writes per account within a minute; the limits' own tests set small values.
    limitsPerMinute: { writes: 100_000, uploads: 100_000 },
    rateLimitKeyPrefix: 'spruik:rate-limit:',
    ...overrides,
  };
}
