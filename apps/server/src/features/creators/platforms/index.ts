/**
 * The real platform clients, one for each platform whose keys are set (docs/platform-setup.md). The registry on
 * deps.platforms chooses between these and the TEST MODE sandbox.
 */
import type { Platform } from '@spruik/shared';
import type { Config } from '../../../config/env';
import { instagramClient } from './instagram';
import { tiktokClient } from './tiktok';
import type { PlatformClient } from '../../../lib/social-platform';
import { youtubeClient } from './youtube';

/** `now` dates token expiries (the app's clock, so tests that move it see tokens expire). */
export function realPlatforms(config: Config, now?: () => Date): Partial<Record<Platform, PlatformClient>> {
  const { instagram, tiktok, google, baseUrls } = config.social;
  const clients: Partial<Record<Platform, PlatformClient>> = {};
  if (instagram) {
    clients.instagram = instagramClient({
      appId: instagram.clientId,
      appSecret: instagram.clientSecret,
      baseUrl: baseUrls.instagram,
      now,
    });
  }
  if (tiktok) {
    clients.tiktok = tiktokClient({
      clientKey: tiktok.clientId,
      clientSecret: tiktok.clientSecret,
      baseUrl: baseUrls.tiktok,
      now,
    });
  }
  if (google) {
    clients.youtube = youtubeClient({
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      baseUrl: baseUrls.google,
      now,
    });
  }
  return clients;
}

export { instagramClient, instagramShortcode, INSTAGRAM_SCOPES } from './instagram';
export { tiktokClient, tiktokVideoId, TIKTOK_SCOPES } from './tiktok';
export { youtubeClient, youtubeVideoId, YOUTUBE_SCOPE } from './youtube';
export { parseSignedRequest, type SignedRequestPayload } from './meta-signed-request';
