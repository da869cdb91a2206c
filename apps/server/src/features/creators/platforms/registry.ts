import type { Platform } from '@spruik/shared';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import { realPlatforms } from './index';
import { sandboxPlatform } from './sandbox';
import type { PlatformClient } from './types';

/**
 * Which client answers for a platform: the real one when its keys are set, the TEST MODE sandbox for accounts
 * connected through the sandbox page. Tests swap clients (deps.platforms) to point at the local mocks.
 */
export type Platforms = {
  /** The client for a connection (null: the platform has no keys, or the sandbox is off). */
  client(platform: Platform, sandbox: boolean): PlatformClient | null;
};

/** The app's platforms (app.ts): real clients from their keys, and the sandbox only while SOCIAL_SANDBOX is on. */
export function createPlatforms(config: Config, db: Db): Platforms {
  const real = realPlatforms(config);
  const sandbox = config.social.sandbox
    ? {
        instagram: sandboxPlatform('instagram', config, db),
        tiktok: sandboxPlatform('tiktok', config, db),
        youtube: sandboxPlatform('youtube', config, db),
      }
    : null;
  return {
    client: (platform, isSandbox) => (isSandbox ? (sandbox?.[platform] ?? null) : (real[platform] ?? null)),
  };
}
