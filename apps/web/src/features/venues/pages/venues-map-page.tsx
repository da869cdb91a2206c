import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LIMITS, MAP_CENTER, type BoundingBox } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { formatCount } from '../../../lib/number';
import { useAppConfig } from '../../../lib/app-config';
import { useVenuesIn } from '../api/get-venues';
import { LazyVenueMap } from '../components/lazy-venue-map';
import type { MapPoint } from '../components/venue-map';
import { inArea, nextArea } from '../lib/map-area';

const CENTER: [number, number] = [MAP_CENTER.latitude, MAP_CENTER.longitude];

/**
 * /venues: the venues on a map around Melbourne; picking one turns it red and offers a way in. The map loads the
 * venues of the area it shows (with a margin) and again when a move leaves that area, so a national list never
 * travels to a phone; the chips below list the venues in view.
 */
export function VenuesMapPage() {
  const [view, setView] = useState<BoundingBox | null>(null);
  const [area, setArea] = useState<BoundingBox | null>(null);
  const venues = useVenuesIn(area);
  const config = useAppConfig();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The server sent only the venues nearest the area's centre: the line says so and any move asks again.
  const capped = !!venues.data && venues.data.total > venues.data.pins.length;
  const onView = useCallback(
    (next: BoundingBox) => {
      setView(next);
      setArea((loaded) => nextArea(loaded, next, capped));
    },
    [capped],
  );
  const points = useMemo<MapPoint[]>(() => venues.data?.pins ?? [], [venues.data]);
  const inView = useMemo(() => (view ? points.filter((p) => inArea(view, p)) : []), [points, view]);
  const selected = points.find((p) => p.id === selectedId) ?? null;

  return (
    <Page title="Venues" subtitle="Find a venue near you, then pay, redeem or see the menu.">
      {venues.isError && <LoadError onRetry={() => void venues.refetch()} />}
      <LazyVenueMap
        label="Venues map"
        center={CENTER}
        zoom={LIMITS.mapZoom}
        points={points}
        selectedId={selectedId}
        onSelect={setSelectedId}
        tileUrl={config.data?.mapTileUrl ?? ''}
        height="min(48dvh, 420px)"
        onView={onView}
      />
      {capped && (
        <Typography variant="body2" color="text.secondary" data-testid="venues-capped">
          {`Showing the ${formatCount(venues.data!.pins.length)} venues nearest the middle of the map ` +
            `(${formatCount(venues.data!.total)} here). Zoom in to see the rest.`}
        </Typography>
      )}
      {selected ? (
        <Card
          data-testid="selected-venue"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderRadius: '16px' }}
        >
          <PlaceRounded color="error" />
          <Typography variant="subtitle1" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {selected.name}
          </Typography>
          <Button
            component={RouterLink}
            to={`/venue?id=${selected.id}`}
            variant="contained"
            endIcon={<ArrowForwardRounded />}
          >
            Go
          </Button>
        </Card>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Tap a pin to choose a venue.
        </Typography>
      )}
      {inView.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Venues on the map">
          {inView.map((p) => (
            <Chip
              key={p.id}
              label={p.name}
              icon={<PlaceRounded />}
              color={p.id === selectedId ? 'error' : 'default'}
              variant={p.id === selectedId ? 'filled' : 'outlined'}
              onClick={() => setSelectedId(p.id)}
            />
          ))}
        </Box>
      )}
      {venues.isSuccess && !venues.isPlaceholderData && inView.length === 0 && (
        <Typography color="text.secondary">
          No venues in this part of the map yet. Zoom out or move the map to find one.
        </Typography>
      )}
    </Page>
  );
}
