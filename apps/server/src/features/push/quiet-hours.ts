import { campaignDay, campaignHour, campaignTimeOn, QUIET_HOURS } from '@spruik/shared';

const HOUR_MS = 3_600_000;

/**
 * Quiet hours (22:00 to 08:00 Melbourne time, QUIET_HOURS): when `now` falls inside, the 08:00 that ends them;
 * otherwise null. Melbourne's daylight-saving changes happen at 02:00-03:00, so 08:00 always exists.
 */
export function quietUntil(now: Date): Date | null {
  const hour = campaignHour(now);
  if (hour >= QUIET_HOURS.to && hour < QUIET_HOURS.from) return null;
  // From 22:00 the morning is tomorrow's: 12 hours on is tomorrow whatever the clocks do tonight.
  const day = campaignDay(hour >= QUIET_HOURS.from ? new Date(now.getTime() + 12 * HOUR_MS) : now);
  return campaignTimeOn(day, QUIET_HOURS.to);
}
