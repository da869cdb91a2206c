import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { AdminUserItem } from '@spruik/shared';
import { ProfileAvatar } from '../components/profile-avatar';
import { useUpdateAdminUser } from './update-admin-user';
import { activationForm } from './activation-form';
import { coordinateError, coordText } from './coordinates';
import { LocationPicker } from './location-picker';
import { MembershipSelect } from './membership-select';
import { VenueFacts } from './venue-facts';

/** A venue waiting for activation: its sign-up details, a membership and its place on the map, then Activate. */
export function VenueActivationCard({ venue }: { venue: AdminUserItem }) {
  const name = venue.details?.name || venue.name;
  const update = useUpdateAdminUser();
  const form = useForm({
    defaultValues: { membership: venue.membership ?? 1, coords: coordText(venue) },
    resolver: zodResolver(activationForm),
  });
  const activate = form.handleSubmit((changes) => update.mutate({ id: venue.id, changes }));
  const error = coordinateError(form.formState.errors);
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
          value={form.watch('coords')}
          onChange={(v) => {
            form.setValue('coords', v);
            form.clearErrors();
          }}
          error={error}
          mapLabel={`Map for ${name}`}
        />
      </Box>
      <Box sx={{ gridArea: 'form', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Controller
          control={form.control}
          name="membership"
          render={({ field }) => <MembershipSelect value={field.value} onChange={field.onChange} />}
        />
        <Button
          variant="contained"
          color="success"
          onClick={() => void activate()}
          loading={update.isPending}
        >
          Activate
        </Button>
      </Box>
    </Card>
  );
}
