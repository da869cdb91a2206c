import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DirectionsRounded from '@mui/icons-material/DirectionsRounded';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useAppConfig } from '../../../lib/app-config';
import { useVenue } from '../api/get-venues';
import { LazyVenueMap } from '../components/lazy-venue-map';

/** /visit_us?id=: the venue's location on an embedded map, with a link out for directions. */
export function VisitUsPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const venue = useVenue(id);
  const config = useAppConfig();
  const v = venue.data;
  const hasPoint = v && v.latitude !== null && v.longitude !== null;
  return (
    <Page title={v ? `Visit ${v.name}` : 'Visit us'} subtitle={v?.details.address ?? undefined}>
      {!id && <Typography color="text.secondary">Choose a venue first.</Typography>}
      {venue.isError && <LoadError error={venue.error} onRetry={() => void venue.refetch()} />}
      {v && hasPoint && (
        <LazyVenueMap
          label={`Map of ${v.name}`}
          center={[v.latitude!, v.longitude!]}
          zoom={16}
          points={[{ id: v.id, name: v.name, latitude: v.latitude!, longitude: v.longitude! }]}
          selectedId={v.id}
          tileUrl={config.data?.mapTileUrl ?? ''}
          height="min(60dvh, 480px)"
        />
      )}
      {v && !hasPoint && <Typography color="text.secondary">This venue has no map location yet.</Typography>}
      {v?.mapLink && (
        <Button
          variant="contained"
          size="large"
          href={v.mapLink}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<DirectionsRounded />}
        >
          Get directions
        </Button>
      )}
    </Page>
  );
}
