import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { InfiniteSentinel } from '../ui/infinite-sentinel';
import { EmptyNote } from './empty-note';
import { QueryState } from './query-state';

const COLUMN: SxProps<Theme> = { display: 'flex', flexDirection: 'column', gap: 1 };

/**
 * An operator list paged by keyset (users, campaigns, audit, outbox, withdrawals): loading/error state, an empty
 * note, or the items of every page loaded so far (a column unless listSx says otherwise), and the next page
 * loads as the end of the list scrolls into view.
 */
export function KeysetList<P, I>({
  query,
  items,
  emptyText,
  listSx = COLUMN,
  children,
}: {
  query: {
    data: { pages: P[] } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  items: (page: P) => I[];
  emptyText: string;
  listSx?: SxProps<Theme>;
  /** Renders one item; give it a key. */
  children: (item: I) => ReactNode;
}) {
  return (
    <QueryState query={query}>
      {(data) => {
        const list = data.pages.flatMap(items);
        if (list.length === 0) return <EmptyNote text={emptyText} />;
        return (
          <>
            <Box sx={listSx}>{list.map(children)}</Box>
            <InfiniteSentinel
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onMore={() => void query.fetchNextPage()}
            />
          </>
        );
      }}
    </QueryState>
  );
}
