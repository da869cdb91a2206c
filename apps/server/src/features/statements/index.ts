/** What the statements feature offers the others: the statement entry an adjustment lands in. */
export { statementOfAdjustable } from './statements.service';
