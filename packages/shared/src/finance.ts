/**
 * The platform's own books (docs/finance.md): the service fee's arithmetic, GST, and how an ABN is written (its check is `isValidAbn`, trust-signals.ts). Every amount is
 * integer cents; a rate is in basis points (hundredths of a percent), so 10% is 1000 and 12.5% is 1250.
 */

/** PLATFORM_FEE_PERCENT (at most two decimals) as basis points: 10 → 1000, 12.5 → 1250. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

/** A rate's share of an amount, rounded half up to the cent, in integers (no float drift): 21 cents at 10% is 2. */
export function feeCents(amountCents: number, basisPoints: number): number {
  if (basisPoints <= 0 || amountCents <= 0) return 0;
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

/**
 * The fee a campaign reserves with its escrow at creation: the fee on everything it could pay
 * (share x places), rounded once. 7 places at 3 cents and 10%: the fee on 21 cents, 2 cents.
 */
export const campaignFeeCents = (shareCents: number, places: number, basisPoints: number) =>
  feeCents(shareCents * places, basisPoints);

/**
 * The fee taken when a campaign pays a participant: the fee on everything it has paid so far, less the fee on what
 * it had paid before. The fees taken then always add up to the fee on the total paid, rounded once, so they never
 * pass what was reserved (the total paid never passes share x places) and no cent is lost to rounding per payout.
 */
export const feeTakenCents = (paidBeforeCents: number, paidCents: number, basisPoints: number) =>
  feeCents(paidBeforeCents + paidCents, basisPoints) - feeCents(paidBeforeCents, basisPoints);

/** The GST inside a GST-inclusive amount: 1/11 of it, rounded half up to the cent ($1.10 holds 10 cents). */
export const gstOfCents = (grossCents: number): number =>
  grossCents < 0 ? -gstOfCents(-grossCents) : Math.floor((grossCents * 2 + 11) / 22);

/** An ABN as the ATO writes it: 51 824 753 556. */
export const formatAbn = (abn: string) => {
  const d = abn.replace(/\s/g, '');
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : abn;
};
