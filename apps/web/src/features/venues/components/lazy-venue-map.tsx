import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const VenueMap = lazy(() => import('./venue-map'));

/** The map behind React.lazy: Leaflet downloads only when a page shows a map. */
export function LazyVenueMap(props: ComponentProps<typeof VenueMap>) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={props.height}
          sx={{ borderRadius: '16px' }}
          aria-label="Loading map"
        />
      }
    >
      <VenueMap {...props} />
    </Suspense>
  );
}
