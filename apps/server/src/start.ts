import { ConfigError, startupWarnings, type Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { buildApp, type App } from './app';
import { ensureAdmin } from './features/accounts/admin-accounts';
import { demoEmails, seedDemoWorld, type DemoPasswords } from './db/seed/index';
import { accountsWithPublishedPassword } from './features/accounts/published-passwords';
import { countPaidSandboxTopUps } from './features/top-ups/top-ups.repository';
import { seedDemoActivity } from './db/seed/demo-activity';
import { startScheduler } from './jobs/scheduler';
import { waitFor } from './lib/wait-for';
import { DEMO_PASSWORD } from './config/demo-password';
import { PRODUCT_NAME } from '@spruik/shared';

export type StartOptions = {
  /** Where one-time notices go (stdout; a test captures them). */
  print?: (text: string) => void;
  /** Where the loud start-up warnings go (stderr), besides one line in the log. */
  warn?: (text: string) => void;
};

/** The start path server.ts runs: open and migrate the database, build the app, seed, schedule, listen. */
export async function startServer(config: Config, opts: StartOptions = {}) {
  const print = opts.print ?? ((text: string) => console.log(text));
  const warn = opts.warn ?? ((text: string) => console.warn(text));
  // PostgreSQL may still be starting (or restarting, during an incident): wait for it, up to STARTUP_TIMEOUT_SECONDS.
  // Redis is not waited for: without it the server starts with a warning (plugins/rate-limit.ts).
  const database: Database = await waitFor(
    'PostgreSQL',
    () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, bounds: config.database }),
    { timeoutMs: config.startupTimeoutSeconds * 1000, log: warn },
  );
  const app = await buildApp({ config, database, realtime: true, serveStatic: true });
  for (const warning of startupWarnings(config)) {
    warn(warning);
    app.log.warn(warning.split('\n')[0]);
  }
  try {
    await prepareData(app, print);
  } catch (err) {
    // A refused database (or a failed seed) must not leave the pools open behind the thrown error.
    await app.close();
    await database.close();
    throw err;
  }
  const scheduler = startScheduler(app.deps);
  // Periodic sweeps above, per-item jobs with retries here (docs/adr/0017-job-queue.md).
  await app.deps.queue.start();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Spruik is ready on ${config.publicUrl} (${database.kind})`);
  if (!config.isProduction) print(welcomeBanner(config));
  return {
    app,
    database,
    /**
     * Graceful: the drain starts (new requests answer 503 with Connection: close, /api/ready too, while the
     * listener stays open), requests in flight finish and the running job too; then the listener and the
     * sockets close, and the pools. The queue's running jobs finish too (or, past the shutdown timeout, are
     * handed back for a retry).
     */
    close: async () => {
      await Promise.all([app.drain.begin(), scheduler.stop(), app.deps.queue.stop()]);
      await app.close();
      await database.close();
    },
  };
}

/**
 * The configured admin (ADMIN_EMAIL/ADMIN_PASSWORD); in production, the refusal of data a development run left;
 * then the demo world when SEED_DEMO is on.
 */
export async function prepareData(app: App, print: (text: string) => void) {
  const { config, db } = app.deps;
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(db, config.adminEmail, config.adminPassword);
  }
  if (config.isProduction) {
    const problems = await productionDataProblems(app);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  if (!config.seedDemo) return;
  const seeded = await seedDemoWorld(app.deps);
  if (!seeded) return;
  // Production demo passwords are random: this is the only time anyone sees them.
  if (config.isProduction) print(demoPasswordNotice(seeded.passwords));
  if (!config.paymentsSandbox) {
    app.log.info('demo activity not seeded: it tops up through the sandbox checkout, which is off');
    return;
  }
  // The demo activity is made through the API (app.inject): its hundred-odd requests are not news to anyone
  // watching the first start, so their log lines are held back (warnings still show).
  const level = app.log.level;
  app.log.level = 'warn';
  await seedDemoActivity(app, seeded.passwords)
    .catch((err) => app.log.warn({ err }, 'demo activity not seeded'))
    .finally(() => (app.log.level = level));
}

/** What a person who just ran `npm start` needs: where to go, how to sign in, where the e-mails are. */
export function welcomeBanner(config: Config): string {
  const local = ['127.0.0.1', 'localhost', '::1'].includes(config.host);
  return [
    '',
    `  ${PRODUCT_NAME} is running at ${config.publicUrl}`,
    local
      ? `  It listens on ${config.host} only: README.md, "Open it on a phone", says how to reach it from your network.`
      : `  It listens on ${config.host}:${config.port}.`,
    ...(config.seedDemo
      ? [
          `  Demo accounts, all with the password ${DEMO_PASSWORD}: customer@spruik.app, business@spruik.app,`,
          '  venue@spruik.app and admin@spruik.app; the rest are in README.md, "Demo accounts".',
        ]
      : []),
    config.smtpUrl
      ? '  E-mail goes out through SMTP_URL.'
      : `  E-mail (sign-up codes, reset links) stays in the outbox: ${config.publicUrl}/dev/outbox`,
    '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}

function demoPasswordNotice(passwords: DemoPasswords): string {
  const width = Math.max(...Object.keys(passwords).map((e) => e.length));
  return [
    'Demo world seeded with RANDOM passwords (shown this once; only their hashes are stored):',
    ...Object.entries(passwords).map(([email, password]) => `  ${email.padEnd(width)}  ${password}`),
  ].join('\n');
}

/**
 * What production refuses in the database itself, whatever the environment says: accounts a README password
 * opens (a database a development run seeded) and, with the sandbox off, credit from sandbox top-ups.
 */
async function productionDataProblems(app: App): Promise<string[]> {
  const { config, db } = app.deps;
  const problems: string[] = [];
  const known = await accountsWithPublishedPassword(db, demoEmails());
  if (known.length > 0) {
    problems.push(
      `${known.length} account(s) have the published demo password (the database was seeded outside production): ${known.join(', ')}. Give each a new password with \`npm run admin -- reset-password <email> <new password>\` (same environment), or start on an empty database.`,
    );
  }
  if (!config.paymentsSandbox && !config.sandboxDataAllowed) {
    const sandbox = await countPaidSandboxTopUps(db);
    if (sandbox > 0) {
      problems.push(
        `The ledger holds ${sandbox} paid TEST MODE (sandbox) top-up(s): credit nobody paid for, from a run with the sandbox on. Start on an empty database, or set SANDBOX_DATA_ALLOW_PRODUCTION=true to keep it.`,
      );
    }
  }
  return problems;
}
