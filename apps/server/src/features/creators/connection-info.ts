/** data.user.socialAccounts[].connection of GET /api/users/me: each connected account's status and count's age. */
import { eq } from 'drizzle-orm';
import type { Platform, SocialConnection } from '@spruik/shared';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { socialConnections } from '../../db/schema';
import { sandboxPostsKey } from './platforms/sandbox';

export async function connectionsOf(
  db: DbOrTx,
  config: Config,
  userId: string,
): Promise<Partial<Record<Platform, SocialConnection>>> {
  const rows = await db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
  const out: Partial<Record<Platform, SocialConnection>> = {};
  for (const c of rows) {
    const platform = c.platform as Platform;
    out[platform] = {
      status: c.status === 'connected' ? 'connected' : 'reconnect',
      countReadAt: c.followersReadAt.toISOString(),
      sandbox: c.sandbox,
      sandboxPostsUrl:
        c.sandbox && config.social.sandbox
          ? `/api/social/${platform}/sandbox/posts/${encodeURIComponent(sandboxPostsKey(config, platform, c.handle))}`
          : null,
    };
  }
  return out;
}
