/** What the creators feature offers the others: connected accounts, the platforms' answers, jobs and sweeps. */
export { freshFollowers, creatorsWorkers, sweepConnections, CONNECTIONS_SWEEP_JOB } from './followers';
export {
  PLATFORM_NAMES,
  withConnection,
  findConnection,
  markReconnect,
  sealTokens,
  type ConnectedAccount,
} from './connection-access';
export { createPlatforms } from './platforms/registry';
export { connectionsOf } from './connection-info';
export {
  PlatformAccountRefused,
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformAccount,
  type PlatformClient,
  type PlatformPost,
  type PostMetrics,
  type Tokens,
} from '../../lib/social-platform';
