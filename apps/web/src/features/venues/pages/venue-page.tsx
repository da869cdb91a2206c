import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import DirectionsRounded from '@mui/icons-material/DirectionsRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import MusicNoteRounded from '@mui/icons-material/MusicNoteRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import TheaterComedyRounded from '@mui/icons-material/TheaterComedyRounded';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MEMBERSHIPS, atHandle, socialUrl, withHttps } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { TileGrid } from '../../../components/ui/tile';
import { money } from '../../../lib/money';
import { ProfileAvatar } from '../../accounts/components/profile-avatar';
import { useVenue } from '../api/get-venues';
import { ActionTile } from '../components/action-tile';

/** /venue?id=: the venue's card, the customer's pocket there, and its tiles (docs/spec.md, Venues and menus). */
export function VenuePage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const venue = useVenue(id);
  const [entertainment, setEntertainment] = useState(false);
  const v = venue.data;

  if (!id) return <Page title="Venue">Choose a venue on the map first.</Page>;
  if (venue.isError)
    return (
      <Page title="Venue">
        <LoadError error={venue.error} onRetry={() => void venue.refetch()} />
      </Page>
    );
  if (!v)
    return (
      <Page>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={220} />
      </Page>
    );

  const instagram = socialUrl('instagram', v.details.instagramId);
  const tiktok = socialUrl('tiktok', v.details.tiktokId);
  return (
    <Page>
      <Card sx={{ p: 2, borderRadius: '20px', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <ProfileAvatar name={v.name} logo={v.details.logo} size={72} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h5" component="h1" data-testid="venue-name">
              {v.name}
            </Typography>
            {v.details.address && (
              <Link
                component={RouterLink}
                to={`/visit_us?id=${v.id}`}
                variant="body2"
                color="text.secondary"
                underline="hover"
                // A 44 px tap target: the address stands alone on its line.
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, minHeight: 44 }}
              >
                <PlaceRounded sx={{ fontSize: 16 }} />
                {v.details.address}
              </Link>
            )}
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
              {instagram && (
                <IconButton
                  component="a"
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Instagram ${atHandle('instagram', v.details.instagramId)}`}
                  size="small"
                  sx={{ bgcolor: 'background.default' }}
                >
                  <InstagramIcon fontSize="small" />
                </IconButton>
              )}
              {tiktok && (
                <IconButton
                  component="a"
                  href={tiktok}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`TikTok ${atHandle('tiktok', v.details.tiktokId)}`}
                  size="small"
                  sx={{ bgcolor: 'background.default' }}
                >
                  <MusicNoteRounded fontSize="small" />
                </IconButton>
              )}
            </Box>
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            p: 1.5,
            borderRadius: '14px',
            bgcolor: 'background.default',
          }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary">
              My pocket here
            </Typography>
            <Typography variant="h6" component="p" data-testid="venue-pocket">
              {money(v.pocket)}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={`/payment?id=${v.id}`}
            variant="contained"
            size="large"
            startIcon={<QrCode2Rounded />}
          >
            Pay/Redeem
          </Button>
        </Box>
        <Button
          component={RouterLink}
          to={`/check_in?id=${v.id}`}
          variant="outlined"
          size="large"
          startIcon={<HowToRegRounded />}
          data-testid="im-here"
        >
          I&apos;m here
        </Button>
      </Card>

      <TileGrid>
        <ActionTile label="Menu" icon={<RestaurantMenuRounded />} to={`/venue_menu?id=${v.id}`} />
        {v.membership !== MEMBERSHIPS.bronze && (
          <ActionTile
            label="Entertainment"
            icon={<TheaterComedyRounded />}
            onClick={() => setEntertainment(true)}
          />
        )}
        <ActionTile
          label="Website/Booking"
          icon={<LanguageRounded />}
          href={v.details.websiteLink ? withHttps(v.details.websiteLink) : null}
        />
        <ActionTile label="Campaigns" icon={<CampaignRounded />} to={`/venues_campaigns?id=${v.id}`} />
        <ActionTile label="Direction" icon={<DirectionsRounded />} href={v.mapLink} />
      </TileGrid>

      <Dialog open={entertainment} onClose={() => setEntertainment(false)} aria-labelledby="ent-title">
        <DialogTitle id="ent-title">Entertainment</DialogTitle>
        <DialogContent>
          <Typography>
            {v.name} will list live music, trivia nights and events here. Ask the staff what is on tonight.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEntertainment(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Page>
  );
}
