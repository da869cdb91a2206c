/** What the statements feature offers the others: the statement entry an adjustment lands in. */
export { statementOfAdjustable } from './statements.service';
/** Which campaign a payout entry paid for (the payments list names it as the statement does). */
export { linkIdsOf } from './describe';
export { loadLinks } from './statements.repository';
