import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import { realPlatforms } from './index';
import { sandboxPlatform } from './sandbox';
import type { Platforms } from '../../../lib/social-platform';

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
