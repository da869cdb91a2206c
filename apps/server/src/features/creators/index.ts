/** What other features use of creators: their connected accounts and the platforms' clients. */
export {
  withConnection,
  findConnection,
  sealTokens,
  PLATFORM_NAMES,
  type ConnectedAccount,
} from './connection-access';
export {
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformAccount,
  type PlatformClient,
  type PlatformPost,
  type Tokens,
} from './platforms/types';
