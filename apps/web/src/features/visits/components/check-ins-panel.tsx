import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { useCallback, useState, type FormEvent } from 'react';
import { atHandle, CODE_LENGTH, type VisitItem } from '@spruik/shared';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/date';
import { feedback } from '../../../lib/feedback';
import { useConfirmCheckIn, useVenueCheckIns } from '../api/check-ins';
import { QrScanDialog } from './qr-scan-dialog';

const whoOf = (v: VisitItem) =>
  v.customerInstagramID ? atHandle('instagram', v.customerInstagramID) : v.customerName || 'Customer';

function CheckInCard({ v }: { v: VisitItem }) {
  return (
    <Card
      data-testid="venue-check-in"
      sx={{ p: 1.5, borderRadius: '14px', display: 'flex', gap: 1.5, alignItems: 'center' }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(31,111,107,0.12)',
          color: 'secondary.main',
          flexShrink: 0,
        }}
      >
        <HowToRegRounded />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {whoOf(v)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Checked in {formatDateTime(v.createdAt)}
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * The venue's check-ins (a tab of /payments): type the customer's 6-character code or scan their QR; confirmed
 * check-ins list newest first and new ones arrive live.
 */
export function CheckInsPanel() {
  const list = useVenueCheckIns();
  const confirm = useConfirmCheckIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  const send = useCallback(
    (text: string) => {
      setError(null);
      confirm.mutate(text, {
        onSuccess: (d) => {
          setCode('');
          feedback.notify(`${whoOf(d.visit)} checked in.`, 'success');
        },
        onError: (e) => setError(isApiError(e) ? e.message : 'Something went wrong. Please try again.'),
      });
    },
    [confirm],
  );
  const onRead = useCallback(
    (text: string) => {
      setScanning(false);
      send(text);
    },
    [send],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(code);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} role="tabpanel" aria-label="Check-ins">
      <Card
        component="form"
        onSubmit={submit}
        sx={{ p: 1.5, borderRadius: '14px', display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <TextField
          label="Customer's check-in code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={!!error}
          helperText={error ?? `The ${CODE_LENGTH} characters on the customer's "I'm here" screen`}
          slotProps={{
            htmlInput: {
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              'data-testid': 'check-in-code-input',
              style: { fontFamily: 'monospace', letterSpacing: '0.15em', fontWeight: 700 },
            },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={confirm.isPending || !code.trim()}
            sx={{ flex: 1, minHeight: 44 }}
          >
            Confirm check-in
          </Button>
          <Button
            variant="outlined"
            startIcon={<QrCodeScannerRounded />}
            onClick={() => setScanning(true)}
            sx={{ minHeight: 44 }}
          >
            Scan
          </Button>
        </Box>
      </Card>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton variant="rounded" height={72} />}
      {list.data?.pages[0].checkIns.length === 0 && (
        <Typography color="text.secondary">No check-ins yet.</Typography>
      )}
      {list.data?.pages
        .flatMap((p) => p.checkIns)
        .map((v) => (
          <CheckInCard key={v.id} v={v} />
        ))}
      {list.data && (
        <InfiniteSentinel
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      )}
      <QrScanDialog open={scanning} onClose={() => setScanning(false)} onRead={onRead} />
    </Box>
  );
}
