import { formatCents, formatMoneyCents, toCents, type Cents } from '@spruik/shared';

/**
 * Amounts arrive from the API as dollars. The web reads each one as whole cents with `toCents` (the one edge
 * helper) before it adds, compares or shows it, and never does float arithmetic on dollars. On screen money is
 * truncated to 2 decimals, never rounded (docs/spec.md).
 */
export { toCents };

/**
 * Read from the viewer's side (docs/spec.md, Pay at venue): green is money in, pink is money out (lists and statements). The pink
 * is a shade darker than MUI's pink 600 so it passes 4.5:1 on the cream background too (5.2:1; axe).
 */
export const MONEY_IN_COLOR = 'success.main';
export const MONEY_OUT_COLOR = '#c2185b';

/** An amount as the API sends it (a number), or as a form holds it (its text). */
type Dollars = number | string | null | undefined;

/** "$12.34" for an amount from the API (dollars). */
export const money = (dollars: Dollars) => moneyCents(toCents(dollars));
/** "12.34" for an amount from the API (dollars). */
export const moneyPlain = (dollars: Dollars) => formatCents(toCents(dollars));
/** "$12.34" (or "−$5.50") for cents the web worked out itself (a sum, a budget): the shared money format. */
export const moneyCents = (cents: Cents) => formatMoneyCents(cents);

/** The total of amounts from the API, in cents: each is read as cents first, so no float is ever added. */
export const sumCents = <T>(items: readonly T[], amount: (item: T) => Dollars): Cents =>
  items.reduce((total, item) => total + toCents(amount(item)), 0);
/** "+$7.50" or "−$5.00" (a true minus sign) for signed cents: a statement line's amount. */
export const signedMoneyCents = (cents: Cents) => `${cents < 0 ? '−' : '+'}${moneyCents(Math.abs(cents))}`;
