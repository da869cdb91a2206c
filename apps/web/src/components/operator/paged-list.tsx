import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { EmptyNote } from './empty-note';
import { Pager } from './pager';
import { QueryState } from './query-state';

const COLUMN: SxProps<Theme> = { display: 'flex', flexDirection: 'column', gap: 1 };

/**
 * One page of a paged admin query: loading/error state, an empty note, or the result count,
 * the items (a column unless listSx says otherwise) and the page numbers under them.
 */
export function PagedList<D extends { total: number; limit: number }, I>({
  query,
  items,
  emptyText,
  noun,
  pagerLabel,
  page,
  onPageChange,
  listSx = COLUMN,
  children,
}: {
  query: { data: D | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  items: (data: D) => I[];
  emptyText: string;
  /** Singular; an "s" is added unless there is exactly one. */
  noun: string;
  pagerLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  listSx?: SxProps<Theme>;
  /** Renders one item; give it a key. */
  children: (item: I) => ReactNode;
}) {
  return (
    <QueryState query={query}>
      {(data) => {
        const list = items(data);
        if (list.length === 0) return <EmptyNote text={emptyText} />;
        return (
          <>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              {data.total} {noun}
              {data.total === 1 ? '' : 's'}
            </Typography>
            <Box sx={listSx}>{list.map(children)}</Box>
            <Pager
              page={page}
              total={data.total}
              limit={data.limit}
              onChange={onPageChange}
              label={pagerLabel}
            />
          </>
        );
      }}
    </QueryState>
  );
}
