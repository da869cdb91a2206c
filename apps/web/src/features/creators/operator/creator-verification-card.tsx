import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CREATOR_MINIMUMS, socialHandle, type AdminUserItem } from '@spruik/shared';
import { useDeclineSocial } from './decline-social';
import { useUpdateAdminUser, type AdminUserChanges } from '../../accounts/operator/update-admin-user';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';

const PLATFORMS = [
  { key: 'instagram', name: 'Instagram', id: 'instagramId', count: 'instagramFollowers' },
  { key: 'tiktok', name: 'TikTok', id: 'tiktokId', count: 'tiktokFollowers' },
  { key: 'youtube', name: 'YouTube', id: 'youtubeId', count: 'youtubeFollowers' },
] as const;

/** "Minimum 100 to join"; YouTube has none, the channel only has to be the customer's. */
const minimumText = (key: (typeof PLATFORMS)[number]['key']) =>
  CREATOR_MINIMUMS[key] > 0 ? `Minimum ${CREATOR_MINIMUMS[key]} to join` : 'Check the channel is theirs';

/**
 * One customer waiting for verification: each profile link and claimed handle, the follower counts
 * to enter (entering one verifies that account), or decline with a reason. The customer is messaged either way.
 */
export function CreatorVerificationCard({ user: u }: { user: AdminUserItem }) {
  const waiting = PLATFORMS.filter((p) => u[p.id] && u[p.count] === null);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const update = useUpdateAdminUser();
  const decline = useDeclineSocial();
  const changes: AdminUserChanges = {};
  for (const p of waiting) {
    const v = (counts[p.key] ?? '').trim();
    if (/^\d+$/.test(v)) changes[p.count] = Number(v);
  }
  const canVerify = Object.keys(changes).length > 0;
  return (
    <Card
      component="article"
      aria-label={u.name}
      data-testid="creator-row"
      sx={{ p: 1.5, borderRadius: '14px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {u.name}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {u.email}
        </Typography>
      </Typography>
      {u.connectedPlatforms.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {PLATFORMS.filter((p) => u.connectedPlatforms.includes(p.key)).map((p) => (
            <Chip
              key={p.key}
              size="small"
              color="success"
              variant="outlined"
              label={`Verified by ${p.name}`}
              data-testid={`verified-by-${p.key}`}
            />
          ))}
        </Box>
      )}
      {waiting.map((p) => (
        <Box key={p.key} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Link
            href={u[p.id] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ ...TAP_TARGET_SX, flex: '1 1 100%', overflowWrap: 'anywhere' }}
          >
            {p.name} @{socialHandle(p.key, u[p.id])}
          </Link>
          <TextField
            size="small"
            label={`${p.name} followers`}
            helperText={minimumText(p.key)}
            value={counts[p.key] ?? ''}
            onChange={(e) => setCounts((c) => ({ ...c, [p.key]: e.target.value.replace(/\D/g, '') }))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            sx={{ flex: '1 1 200px', maxWidth: 320 }}
          />
        </Box>
      ))}
      <Box>
        <Button
          variant="contained"
          disabled={!canVerify || update.isPending}
          onClick={() => update.mutate({ id: u.id, changes })}
        >
          Verify
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Reason to decline"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Button
          color="error"
          variant="outlined"
          disabled={!reason.trim() || decline.isPending}
          onClick={() => decline.mutate({ id: u.id, reason: reason.trim() })}
        >
          Decline
        </Button>
      </Box>
    </Card>
  );
}
