import { loadConfigOrExit } from './config/env';
import { startServer } from './start';

/** Reads the environment (refusing unsafe production settings), starts, and closes on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfigOrExit();
  const server = await startServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
