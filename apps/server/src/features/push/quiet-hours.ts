import { CAMPAIGN_TIME_ZONE, QUIET_HOURS } from '@spruik/shared';

/** The wall clock in Melbourne at `at`: its date parts and hour. */
function melbourne(at: Date) {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: CAMPAIGN_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: n('year'), m: n('month'), d: n('day'), h: n('hour'), min: n('minute'), s: n('second') };
}

/** The instant that is `h`:00 on the Melbourne date y-m-d (the day may overflow; Date.UTC carries it). */
function melbourneTime(y: number, m: number, d: number, h: number): Date {
  const wall = Date.UTC(y, m - 1, d, h);
  let t = wall;
  // The offset at the guess, twice: a daylight-saving change between the guess and the answer moves it once.
  for (let i = 0; i < 2; i++) {
    const p = melbourne(new Date(t));
    const offset = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - t;
    t = wall - offset;
  }
  return new Date(t);
}

/**
 * Quiet hours (22:00 to 08:00 Melbourne time, QUIET_HOURS): when `now` falls inside, the 08:00 that ends them;
 * otherwise null. Melbourne's daylight-saving changes happen at 02:00-03:00, so 08:00 always exists.
 */
export function quietUntil(now: Date): Date | null {
  const p = melbourne(now);
  if (p.h >= QUIET_HOURS.to && p.h < QUIET_HOURS.from) return null;
  return melbourneTime(p.y, p.m, p.h >= QUIET_HOURS.from ? p.d + 1 : p.d, QUIET_HOURS.to);
}
