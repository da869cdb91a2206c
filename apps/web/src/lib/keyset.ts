/** Lists paged by keyset (GET /api/payments, the operator's withdrawals): each page names the next one's cursor. */
export type KeysetPage = { nextCursor: string | null };

/** For useInfiniteQuery: the next page's ?cursor=, or undefined once a page says it was the last. */
export const nextCursorOf = (last: KeysetPage) => last.nextCursor ?? undefined;
