import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LIVE_EVENT, type LiveEvents } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { QrCode } from '../../../components/ui/qr-code';
import { formatClock, formatDateTime } from '../../../lib/date';
import { subscribe } from '../../../lib/realtime';
import { useNow } from '../../../lib/use-now';
import { useVenue } from '../../venues/api/get-venues';
import { useCheckInCode } from '../api/check-ins';

/**
 * /check_in?id=: the customer's live check-in code at a venue, as a QR and 6 characters. The code changes every
 * 30 seconds (asked again when it expires) and the clock ticks, so a screenshot is no use; when the staff confirm
 * it, the screen says "Checked in at {venue}".
 */
export function CheckInPage() {
  const venueId = useSearchParams()[0].get('id') ?? '';
  const venue = useVenue(venueId);
  const code = useCheckInCode(venueId);
  const now = useNow(1000);
  const [done, setDone] = useState<LiveEvents['checkIn'] | null>(null);

  useEffect(
    () =>
      subscribe<LiveEvents['checkIn']>(LIVE_EVENT.checkIn, (e) => {
        if (e.venueId === venueId) setDone(e);
      }),
    [venueId],
  );

  // The phone's clock may be off: count down by the server's, and ask again when the code's slot ends.
  const d = code.data;
  const offset = d ? new Date(d.serverTime).getTime() - code.dataUpdatedAt : 0;
  const left = d
    ? Math.max(0, Math.ceil((new Date(d.expiresAt).getTime() - (now.getTime() + offset)) / 1000))
    : 0;
  const refetch = code.refetch;
  useEffect(() => {
    if (!d || done || d.visitedAt) return;
    const ms = new Date(d.expiresAt).getTime() - (Date.now() + offset);
    const t = window.setTimeout(() => void refetch(), Math.max(250, ms + 250));
    return () => window.clearTimeout(t);
  }, [d, offset, done, refetch]);

  const name = venue.data?.name ?? done?.venueName ?? '';
  // The live push, or (when it was missed) the code's answer saying the visit is recorded.
  const checkedIn = done ?? (d?.visitedAt && name ? { venueName: name, createdAt: d.visitedAt } : null);
  if (checkedIn)
    return (
      <Page>
        <Card
          sx={{
            p: 3,
            borderRadius: '24px',
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          <CheckCircleRounded sx={{ fontSize: 72, color: 'success.main', mx: 'auto' }} />
          <Typography variant="h5" component="h1" data-testid="checked-in">
            Checked in at {checkedIn.venueName}
          </Typography>
          <Typography color="text.secondary">{formatDateTime(checkedIn.createdAt)}</Typography>
        </Card>
        <Button component={RouterLink} to={`/venue?id=${venueId}`} variant="contained" size="large">
          Back to {checkedIn.venueName}
        </Button>
      </Page>
    );
  if (code.isError || venue.isError)
    return (
      <Page title="I'm here">
        <LoadError error={code.error ?? venue.error} onRetry={() => void code.refetch()} />
      </Page>
    );
  return (
    <Page>
      <Card
        sx={{
          p: 2.5,
          borderRadius: '24px',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          alignItems: 'center',
          textAlign: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" color="success.main" sx={{ fontWeight: 800, letterSpacing: 2 }}>
            I&apos;m here
          </Typography>
          <Typography variant="h5" component="h1" data-testid="check-in-venue">
            {name || <Skeleton width={160} sx={{ mx: 'auto' }} />}
          </Typography>
        </Box>
        {d ? (
          <QrCode value={d.qr} size={200} label="Check-in QR code" />
        ) : (
          <Skeleton variant="rounded" width={200} height={200} />
        )}
        <Box sx={{ py: 1, px: 2, borderRadius: '16px', bgcolor: 'background.default', width: '100%' }}>
          <Typography variant="caption" color="text.secondary">
            Check-in code
          </Typography>
          <Typography
            data-testid="check-in-code"
            aria-label={d ? `Check-in code ${d.code.split('').join(' ')}` : undefined}
            sx={{
              fontSize: 44,
              lineHeight: 1.1,
              fontWeight: 900,
              letterSpacing: '0.12em',
              fontFamily: '"SFMono-Regular", Menlo, Consolas, monospace',
              color: 'primary.dark',
            }}
          >
            {d?.code ?? '······'}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="check-in-countdown">
            {d ? `New code in ${left} s` : 'Getting your code…'}
          </Typography>
        </Box>
        <Typography
          component="time"
          dateTime={now.toISOString()}
          data-testid="check-in-clock"
          sx={{ fontSize: 26, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatClock(now)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Show this screen to the staff: they scan the QR or type the code. This screen changes when they
          confirm it.
        </Typography>
      </Card>
    </Page>
  );
}
