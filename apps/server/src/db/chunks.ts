/**
 * Rows per statement for the batched writes (settlement's entries, lines, approvals, vouchers): PostgreSQL takes
 * at most 65,535 parameters in one statement, and a campaign may have 10,000 participants.
 */
export const BATCH_ROWS = 1000;

/** The items in consecutive slices of at most `size`, in order. */
export function chunks<T>(items: T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
