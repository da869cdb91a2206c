import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useMapTileUrl } from './get-map-config';
import { pointOf, toCoordText, type CoordText } from './coordinates';
import { LazyMapPicker } from './lazy-map-picker';

/** Latitude and longitude fields, kept in step with a map: click the map or type the numbers. */
export function LocationPicker({
  value,
  onChange,
  error,
  mapLabel,
  mapHeight = 300,
}: {
  value: CoordText;
  onChange: (value: CoordText) => void;
  error?: { field: 'latitude' | 'longitude'; message: string } | null;
  mapLabel: string;
  mapHeight?: number;
}) {
  const tiles = useMapTileUrl();
  const point = useMemo(() => pointOf(value), [value]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {(['latitude', 'longitude'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'latitude' ? 'Latitude' : 'Longitude'}
            size="small"
            value={value[field]}
            onChange={(e) => onChange({ ...value, [field]: e.target.value })}
            error={error?.field === field}
            helperText={error?.field === field ? error.message : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        ))}
      </Box>
      {tiles.data !== undefined && (
        <LazyMapPicker
          value={point}
          onChange={(p) => onChange(toCoordText(p))}
          tileUrl={tiles.data}
          height={mapHeight}
          label={mapLabel}
        />
      )}
    </Box>
  );
}
