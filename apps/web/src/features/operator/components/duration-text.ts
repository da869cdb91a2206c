/**
 * A span of seconds as people say it, rounded to its two largest units: "45 s", "12 min", "3 h 5 min",
 * "2 days 4 h". Null (nothing measured) is a dash.
 */
export function durationText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return join(hours, 'h', minutes % 60, 'min');
  const totalHours = Math.round(seconds / 3600);
  const days = Math.floor(totalHours / 24);
  return join(days, days === 1 ? 'day' : 'days', totalHours % 24, 'h');
}

const join = (big: number, bigUnit: string, small: number, smallUnit: string) =>
  small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
