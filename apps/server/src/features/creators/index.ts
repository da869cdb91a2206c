/** What other features use of creators: a creator's connected account, and what the platforms answer. */
export { PLATFORM_NAMES, withConnection, type ConnectedAccount } from './connection-access';
export {
  PlatformAccountRefused,
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformClient,
  type PlatformPost,
  type PostMetrics,
} from './platforms/types';
