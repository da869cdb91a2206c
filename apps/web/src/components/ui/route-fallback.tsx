import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Shown while a lazily loaded part of the app downloads, which on a cold load is while the first screen renders.
 * Without the arc's shrink animation (stroke dash, repainted by the main thread every frame) the spinner only
 * turns, which the compositor does alone: the shrinking arc made the browser restyle and repaint between every
 * slice of the first screen's render (about a second of main-thread work at 4x CPU slowdown on /home).
 */
export function RouteFallback() {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Loading page" disableShrink />
    </Box>
  );
}
