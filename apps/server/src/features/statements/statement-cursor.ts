/**
 * The cursor of a statement page (opaque base64url to clients). A statement is read as of the moment its first
 * page was: the cursor carries, per account of the view, the newest line that existed then (its head), and the
 * line the next page continues below. Lines of one account are numbered in the order they were applied, under
 * the account's row lock, so everything at or below a head was committed before the head was and never
 * changes: later pages show the same world as the first, even while new entries arrive.
 */
import { ERROR_CODE, PAGE_INVALID } from '@spruik/shared';
import { AppError } from '../../lib/app-error';

export type StatementCursor = {
  /** The next page holds lines numbered below this. */
  before: number;
  /** Per account of the view, in the view's key order: its newest line when the first page was read (0: none). */
  heads: number[];
};

export const encodeStatementCursor = (c: StatementCursor) =>
  Buffer.from(JSON.stringify([c.before, ...c.heads])).toString('base64url');

const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The ?cursor= of a request for a view of `accounts` accounts: null for the first page; anything else is a 400. */
export function readStatementCursor(cursor: string | undefined, accounts: number): StatementCursor | null {
  if (!cursor) return null;
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    v = null;
  }
  if (!Array.isArray(v) || v.length !== accounts + 1 || !v.every(isSeq)) {
    throw new AppError(400, ERROR_CODE.VALIDATION, PAGE_INVALID);
  }
  const [before, ...heads] = v as number[];
  return { before, heads };
}
