import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

const EnergyGauge = lazy(() => import('./energy-gauge'));

/** The gauge behind React.lazy: @mui/x-charts downloads only when /my_energy shows. */
export function LazyEnergyGauge({ energy }: { energy: number }) {
  return (
    <Suspense fallback={<Skeleton variant="circular" width={220} height={220} sx={{ mx: 'auto' }} />}>
      <EnergyGauge energy={energy} />
    </Suspense>
  );
}
