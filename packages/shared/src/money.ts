/**
 * Money is integer cents inside the product; dollars (max 2 decimals) only at the API edge and on screen.
 * Display truncates, never rounds (docs/spec.md): 12.349 shows 12.34.
 */
export type Cents = number;

/** Dollars (a number with at most 2 decimals) to cents. Returns null when the value has more precision. */
export function dollarsToCents(dollars: number): Cents | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  if (Math.abs(cents - dollars * 100) > 1e-6) return null;
  return cents;
}

export const centsToDollars = (cents: Cents): number => cents / 100;

/**
 * The one way a client reads an amount: dollars as the API sends them (or their text) to integer cents, so sums
 * and comparisons run on whole numbers (0.1 + 0.2 dollars is 30 cents, never 30.000000000000004). Anything
 * finer than a cent is truncated, as the display rule says (12.349 is 1234); missing or not a number is 0.
 */
export function toCents(dollars: number | string | null | undefined): Cents {
  const n = typeof dollars === 'string' ? (dollars.trim() === '' ? NaN : Number(dollars)) : dollars;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  // Scaling by 1e6 first absorbs binary noise (19.99 * 100 is 1998.9999999999998) before truncating.
  return Math.trunc(Math.round(n * 1e6) / 1e4);
}

/** "12.34" from 1234 cents; truncates any fraction of a cent. */
export function formatCents(cents: Cents): string {
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Truncating display for a dollars amount (e.g. 12.349 -> "12.34"). */
export const formatDollars = (dollars: number): string => formatCents(toCents(dollars));

/**
 * The one money format on screen, in messages and in mails: "$12.34", and "−$5.50" below zero (a true minus
 * sign before the dollar sign, never "$-5.50"). Truncates any fraction of a cent.
 */
export function formatMoneyCents(cents: Cents): string {
  const whole = Math.trunc(cents);
  return `${whole < 0 ? '−' : ''}$${formatCents(Math.abs(whole))}`;
}

/** "$12.34" (and "−$5.50") for a dollars amount. */
export const displayMoney = (dollars: number) => formatMoneyCents(toCents(dollars));

/** Parses a money text typed by a user ("12", "12.5", "12.50"). Null when it is not digits with an optional dot and up to 2 decimals. */
export function parseMoneyText(text: string): Cents | null {
  const t = text.trim();
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0') || '0');
}

/** Follower factor on the campaign's platform (docs/spec.md, Creators). */
export function followerFactor(followers: number | null | undefined): number {
  const f = followers ?? 0;
  if (f >= 10_000) return 1;
  if (f >= 1_000) return 0.75;
  return 0.5;
}

/** share x factor, floored to the cent. */
export const payoutCents = (shareCents: Cents, followers: number | null | undefined): Cents =>
  Math.floor(shareCents * followerFactor(followers));
