import { ConfigError, loadConfigOrExit } from './config/env';
import { startServer } from './start';

/** Reads the environment (refusing unsafe production settings), starts, and closes on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfigOrExit();
  const server = await startServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: draining requests, sockets and jobs`);
    // A drain that hangs (a stuck query, a client that never reads) must not keep the process forever.
    setTimeout(() => {
      server.app.log.error(
        `${signal}: not drained within ${config.shutdownTimeoutSeconds} s; exiting anyway`,
      );
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    await server.close();
    server.app.log.info(`${signal}: closed`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // A refused database (start.ts) reads like a refused environment: its lines, no stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
