/**
 * The real platforms' clients, for the platforms whose keys are set. Stub until the platform clients land: no
 * platform answers, so only the TEST MODE sandbox connects.
 */
import type { Platform } from '@spruik/shared';
import type { Config } from '../../../config/env';
import type { PlatformClient } from './types';

export function realPlatforms(_config: Config): Partial<Record<Platform, PlatformClient>> {
  return {};
}
