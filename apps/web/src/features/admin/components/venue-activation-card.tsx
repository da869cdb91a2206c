import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminUserItem } from '@spruik/shared';
import { ProfileAvatar } from '../../profile/components/profile-avatar';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { coordText, parseCoords, type CoordText } from '../coordinates';
import { LocationPicker } from './location-picker';
import { MembershipSelect } from './membership-select';
import { VenueFacts } from './venue-facts';

/** A venue waiting for activation: its sign-up details, a membership and its place on the map, then Activate. */
export function VenueActivationCard({ venue }: { venue: AdminUserItem }) {
  const name = venue.details?.name || venue.name;
  const [membership, setMembership] = useState(venue.membership ?? 1);
  const [coords, setCoords] = useState<CoordText>(() => coordText(venue));
  const [error, setError] = useState<{ field: 'latitude' | 'longitude'; message: string } | null>(null);
  const update = useUpdateAdminUser();
  const activate = () => {
    const r = parseCoords(coords);
    if (!r.ok) return setError(r);
    update.mutate({ id: venue.id, changes: { isActive: true, membership, ...r.value } });
  };
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="venue-card"
      data-user-id={venue.id}
      sx={{
        p: 2,
        borderRadius: '16px',
        display: 'grid',
        columnGap: 3,
        rowGap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' },
        gridTemplateAreas: { xs: '"info" "map" "form"', md: '"info map" "form map"' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ProfileAvatar name={name} logo={venue.details?.logo} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Chip size="small" color="warning" variant="outlined" label="Awaiting activation" />
          </Box>
        </Box>
        <VenueFacts user={venue} />
      </Box>
      <Box sx={{ gridArea: 'map', minWidth: 0 }}>
        <LocationPicker
          value={coords}
          onChange={(v) => {
            setCoords(v);
            setError(null);
          }}
          error={error}
          mapLabel={`Map for ${name}`}
        />
      </Box>
      <Box sx={{ gridArea: 'form', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <MembershipSelect value={membership} onChange={setMembership} />
        <Button variant="contained" color="success" onClick={activate} loading={update.isPending}>
          Activate
        </Button>
      </Box>
    </Card>
  );
}
