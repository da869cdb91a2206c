import { CAMPAIGN_TIME_ZONE } from '@spruik/shared';

/**
 * The app's one date and time format: en-AU day/month/year and a 24-hour clock, whatever the browser's locale
 * (docs/spec.md: day/month/year; an Australian product). Every date and time shows in Melbourne time, the product's
 * home, whatever the viewer's time zone: end dates are Melbourne days, so a card, a receipt and a
 * statement line all read the same clock for everyone (a venue's staff and a travelling customer alike). Every
 * screen formats dates here; lint forbids toLocale*String and Intl.DateTimeFormat anywhere else in the web app.
 */

const LOCALE = 'en-AU';
const ZONE = { timeZone: CAMPAIGN_TIME_ZONE } as const;

/**
 * Each format's formatter, made on its first use rather than when this module loads: a page's first Intl
 * formatter loads ICU's locale and time-zone data, tens of milliseconds of main thread (more on a phone).
 */
function lazyFormat(options: Intl.DateTimeFormatOptions) {
  let fmt: Intl.DateTimeFormat | undefined;
  return () => (fmt ??= new Intl.DateTimeFormat(LOCALE, options));
}

const dateFmt = lazyFormat({ ...ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFmt = lazyFormat({ ...ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const clockFmt = lazyFormat({
  ...ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const weekdayFmt = lazyFormat({ ...ZONE, weekday: 'long' });
const dayMonthUtc = lazyFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Loads ICU's data for the formats above, so the first screen's render does not: the early script calls it on the
 * first screens whose cards show dates, in a task of its own while the page's modules download and the main thread
 * would otherwise wait (app/early-data.ts).
 */
export function warmDateFormatting() {
  dateFmt().format(0);
}

type When = string | Date | null | undefined;

/** The instant, or null for a missing or invalid value (shown as an empty text). */
function toDate(when: When): Date | null {
  if (when == null || when === '') return null;
  const d = when instanceof Date ? when : new Date(when);
  return Number.isNaN(d.getTime()) ? null : d;
}

const using = (fmt: () => Intl.DateTimeFormat) => (when: When) => {
  const d = toDate(when);
  return d ? fmt().format(d) : '';
};

/** "09/03/2026". */
export const formatDate = using(dateFmt);
/** "14:05". */
export const formatTime = using(timeFmt);
/** "14:05:09": the live clock on a payment receipt. */
export const formatClock = using(clockFmt);

/** "09/03/2026 14:05": every date with a time (cards, dialogs, lists, the operator console). */
export function formatDateTime(when: When): string {
  const d = toDate(when);
  return d ? `${dateFmt().format(d)} ${timeFmt().format(d)}` : '';
}

/** "Monday 09/03/2026": the receipt's date line, which staff read at a glance. */
export function formatWeekdayDate(when: When): string {
  const d = toDate(when);
  return d ? `${weekdayFmt().format(d)} ${dateFmt().format(d)}` : '';
}

/** A calendar day "YYYY-MM-DD" (no time zone) as "09/03/2026". */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** A calendar day "YYYY-MM-DD" as "9 Mar": a chart axis, where the year would crowd the labels. */
export const formatChartDay = (day: string) => using(dayMonthUtc)(`${day}T00:00:00Z`);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "2 days 5 h", "5 h 20 min", "12 min", "less than a minute": the time from `now` until `until`, rounded down
 * (never more than is really left), with the two largest units. '' once it has passed.
 */
export function formatTimeLeft(until: When, now: Date = new Date()): string {
  const d = toDate(until);
  if (!d) return '';
  const ms = d.getTime() - now.getTime();
  if (ms <= 0) return '';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, 'day', 'days')} ${hours} h` : plural(days, 'day', 'days');
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}

/** The viewer's time zone (e.g. "Australia/Perth"): files the server writes (a statement's CSV) use it too. */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat(LOCALE).resolvedOptions().timeZone;
}

/**
 * A calendar day "YYYY-MM-DD" picked in the viewer's time zone, as the ISO instant it starts (plus `days` whole
 * days: the exclusive end of a range that includes that day). null for anything that is not a day.
 */
export function localDayStart(day: string, days = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
