import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';

/**
 * Sits under an infinite list: when it scrolls into view (IntersectionObserver) it asks for the next page.
 * `hasMore` false (an empty page came back) stops it.
 */
export function InfiniteSentinel({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <Box ref={ref} data-testid="list-end" sx={{ display: 'grid', placeItems: 'center', minHeight: 8, py: 1 }}>
      {loading && <CircularProgress size={24} aria-label="Loading more" />}
    </Box>
  );
}
