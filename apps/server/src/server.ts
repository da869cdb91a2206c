import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { ensureAdmin } from './features/users/admin-accounts';
import { seedDemoWorld } from './db/seed/index';
import { seedDemoActivity } from './db/seed/demo-activity';
import { startScheduler } from './jobs/scheduler';

/** Reads the environment, migrates, seeds, listens, and closes gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, realtime: true, serveStatic: true });
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  }
  if (config.seedDemo && (await seedDemoWorld(app.deps))) {
    await seedDemoActivity(app).catch((err) => app.log.warn({ err }, 'demo activity not seeded'));
  }
  const scheduler = startScheduler(app.deps);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Spruik is ready on ${config.publicUrl} (${database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    scheduler.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
