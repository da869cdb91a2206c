import { startupWarnings, type Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { buildApp, type App } from './app';
import { ensureAdmin } from './features/users/admin-accounts';
import { seedDemoWorld, type DemoPasswords } from './db/seed/index';
import { seedDemoActivity } from './db/seed/demo-activity';
import { startScheduler } from './jobs/scheduler';

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
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, realtime: true, serveStatic: true });
  for (const warning of startupWarnings(config)) {
    warn(warning);
    app.log.warn(warning.split('\n')[0]);
  }
  await prepareData(app, print);
  const scheduler = startScheduler(app.deps);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Spruik is ready on ${config.publicUrl} (${database.kind})`);
  return {
    app,
    database,
    /**
     * Graceful: the drain starts (new requests answer 503 with Connection: close, /api/ready too, while the
     * listener stays open), requests in flight finish and the running job too; then the listener and the
     * sockets close, and the pools.
     */
    close: async () => {
      await Promise.all([app.drain.begin(), scheduler.stop()]);
      await app.close();
      await database.close();
    },
  };
}

/** The configured admin (ADMIN_EMAIL/ADMIN_PASSWORD), then the demo world when SEED_DEMO is on. */
export async function prepareData(app: App, print: (text: string) => void) {
  const { config, db } = app.deps;
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(db, config.adminEmail, config.adminPassword);
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
  await seedDemoActivity(app, seeded.passwords).catch((err) =>
    app.log.warn({ err }, 'demo activity not seeded'),
  );
}

function demoPasswordNotice(passwords: DemoPasswords): string {
  const width = Math.max(...Object.keys(passwords).map((e) => e.length));
  return [
    'Demo world seeded with RANDOM passwords (shown this once; only their hashes are stored):',
    ...Object.entries(passwords).map(([email, password]) => `  ${email.padEnd(width)}  ${password}`),
  ].join('\n');
}
