/**
 * The Leaflet set-up both maps share (the venues map and the operator's location picker; each is lazy-loaded,
 * so Leaflet loads only with them): the framed region, the tile layer that reports a failure, the note over the
 * map and the CSS pin.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import type { ReactNode } from 'react';
import { TileLayer } from 'react-leaflet';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** The map's framed, labelled region; the plain background shows where no tiles are drawn. */
export function MapFrame({
  label,
  height,
  borderRadius,
  className,
  testId,
  children,
}: {
  label: string;
  height: number | string;
  borderRadius: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      className={className}
      data-testid={testId}
      sx={{ position: 'relative', height, borderRadius, overflow: 'hidden', bgcolor: '#e8e1d8' }}
    >
      {children}
    </Box>
  );
}

/** The tiles from the configured URL (none when it is empty); `onFail` hears when a tile does not load. */
export function MapTiles({ url, onFail }: { url: string; onFail: () => void }) {
  if (!url) return null;
  return (
    <TileLayer
      url={url}
      attribution="&copy; OpenStreetMap contributors"
      eventHandlers={{ tileerror: onFail }}
    />
  );
}

/** A short note in the map's top right corner, above the tiles. */
export function MapNote({
  children,
  testId,
  sx,
}: {
  children: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography
      variant="caption"
      data-testid={testId}
      sx={[
        {
          position: 'absolute',
          right: 8,
          top: 8,
          maxWidth: 'calc(100% - 64px)',
          zIndex: 500,
          px: 1,
          py: 0.25,
          borderRadius: '8px',
          bgcolor: 'rgba(255,253,251,0.9)',
          color: 'text.secondary',
        },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}

/** A CSS pin as a marker icon: `className` (beside map-pin) places and colours it. */
export const pinIcon = (className: string, iconSize: [number, number], iconAnchor: [number, number]) =>
  L.divIcon({
    className: 'map-icon-wrap',
    html: `<span class="map-pin ${className}"></span>`,
    iconSize,
    iconAnchor,
  });
