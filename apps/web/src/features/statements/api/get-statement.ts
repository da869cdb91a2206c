import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type AdminStatementData, type StatementData } from '@spruik/shared';
import { statementsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { statementKey } from '../../../lib/query-keys';

/** Whose statement: the signed-in user's own, or (the operator) the user with this id. */
export type StatementOwner = { userId?: string };

export type StatementAnswer = StatementData & Partial<Pick<AdminStatementData, 'user'>>;

export const getStatement = (
  { userId }: StatementOwner,
  query: { account?: string; cursor: string | undefined; limit?: number },
  signal?: AbortSignal,
): Promise<StatementAnswer> =>
  userId
    ? call(statementsApi.admin, { params: { id: userId }, query }, { signal })
    : call(statementsApi.own, { query }, { signal });

/** GET /api/statement (or the operator's /api/admin/users/{id}/statement): newest first, a page at a time. */
export const useStatement = (owner: StatementOwner, account: string | undefined) =>
  useInfiniteQuery({
    queryKey: [...statementKey, owner.userId ?? 'mine', account ?? 'default'],
    queryFn: ({ pageParam, signal }) => getStatement(owner, { account, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** The printable statement shows this many lines at most; the CSV has them all. */
export const PRINT_MAX_LINES = 5000;

/** Every line up to PRINT_MAX_LINES, in big pages (the printable statement). */
export const useWholeStatement = (owner: StatementOwner, account: string | undefined) =>
  useQuery({
    queryKey: [...statementKey, owner.userId ?? 'mine', account ?? 'default', 'whole'],
    queryFn: async ({ signal }) => {
      const first = await getStatement(owner, { account, cursor: undefined, limit: 500 }, signal);
      const lines = [...first.lines];
      let cursor = first.nextCursor;
      while (cursor && lines.length < PRINT_MAX_LINES) {
        const next = await getStatement(owner, { account, cursor, limit: 500 }, signal);
        lines.push(...next.lines);
        cursor = next.nextCursor;
      }
      return {
        ...first,
        lines: lines.slice(0, PRINT_MAX_LINES),
        cut: !!cursor || lines.length > PRINT_MAX_LINES,
      };
    },
  });
