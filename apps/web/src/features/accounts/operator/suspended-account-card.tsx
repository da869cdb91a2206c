import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminUserItem } from '@spruik/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/date';
import { ProfileAvatar } from '../components/profile-avatar';
import { useUpdateAdminUser } from './update-admin-user';
import { VenueFacts } from './venue-facts';

/**
 * An account that was live and was suspended (a refund or chargeback, or an operator): why and since when, and
 * Reactivate, which first asks for a confirmation that repeats the reason.
 */
export function SuspendedAccountCard({ account }: { account: AdminUserItem }) {
  const name = account.details?.name || account.name;
  const update = useUpdateAdminUser();
  const [confirming, setConfirming] = useState(false);
  const reason = account.suspension?.reason ?? '';
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="suspended-card"
      data-user-id={account.id}
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ProfileAvatar name={name} logo={account.details?.logo} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip size="small" color="error" variant="outlined" label="Suspended" />
        </Box>
      </Box>
      <Alert severity="warning" data-testid="suspension-reason">
        {reason}
        {account.suspension && (
          <Typography variant="caption" component="div">
            Since {formatDateTime(account.suspension.at)}
          </Typography>
        )}
      </Alert>
      <VenueFacts user={account} />
      <Button variant="outlined" color="success" onClick={() => setConfirming(true)}>
        Reactivate
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Reactivate ${name}?`}
        confirmLabel="Reactivate"
        color="success"
        busy={update.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          update.mutate(
            { id: account.id, changes: { isActive: true } },
            { onSuccess: () => setConfirming(false) },
          )
        }
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
          {reason}
        </Typography>
        Reactivate only once you have reviewed why it was suspended. The owner can sign in again and their
        campaigns are offered again.
      </ConfirmDialog>
    </Card>
  );
}
