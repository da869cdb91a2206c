import type { Platform } from '@spruik/shared';
import type { PlatformClient } from './types';

/**
 * Which client answers for a platform: the real one when its keys are set, the TEST MODE sandbox for accounts
 * connected through the sandbox page. Tests swap clients (deps.platforms) to point at the local mocks.
 */
export type Platforms = {
  /** The client for a connection (null: the platform has no keys, or the sandbox is off). */
  client(platform: Platform, sandbox: boolean): PlatformClient | null;
};
