import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazily loaded part of the app downloads. */
export function RouteFallback() {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
