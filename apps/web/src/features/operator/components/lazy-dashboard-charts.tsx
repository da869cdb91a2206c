import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** The charts behind React.lazy: @mui/x-charts downloads only when the dashboard shows. */
export function LazyDashboardCharts(props: ComponentProps<typeof DashboardCharts>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading charts" />}>
      <DashboardCharts {...props} />
    </Suspense>
  );
}
