import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const MapPicker = lazy(() => import('./map-picker'));

/** The map picker behind React.lazy: Leaflet downloads only when a venue form shows. */
export function LazyMapPicker(props: ComponentProps<typeof MapPicker>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} aria-label="Loading map" />}>
      <MapPicker {...props} />
    </Suspense>
  );
}
