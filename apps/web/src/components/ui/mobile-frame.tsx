import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LIMITS } from '@spruik/shared';
import { OfflineBanner } from './offline-banner';

/** The phone-width column every screen lives in (docs/spec.md, Screens and routes: maximum width 500px, centred), under the offline banner. */
export function MobileFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: LIMITS.navMaxWidth,
        mx: 'auto',
        minHeight: '100dvh',
        bgcolor: 'background.paper',
        boxShadow: { sm: '0 0 40px rgba(43,33,28,0.08)' },
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
      }}
    >
      <OfflineBanner />
      {children}
    </Box>
  );
}
