import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Me, Platform } from '@spruik/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';
import { useNow } from '../../../lib/use-now';
import { useConnectAccount, useDisconnectAccount } from './connect-account';
import { connectNote, connectionLine, PLATFORM_NAMES } from './connection-text';

/** What the platform's callback did (?social=&result=), with the steps for a personal Instagram account. */
export function ConnectResultNote() {
  const [search] = useSearchParams();
  const note = connectNote(search);
  if (!note) return null;
  return (
    <Alert severity={note.severity} data-testid="connect-result">
      {note.text}
      {note.steps && (
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {note.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/**
 * /profile, customers: each platform connected through its own sign-in (the follower count then comes from the
 * platform), with Connect, Reconnect and Disconnect (docs/connected-accounts.md).
 */
export function ConnectedAccounts({ me }: { me: Me }) {
  const now = useNow();
  const connect = useConnectAccount();
  const disconnect = useDisconnectAccount();
  const [confirming, setConfirming] = useState<Platform | null>(null);
  if (me.socialAccounts.length === 0) return null;
  return (
    <Card sx={{ px: 2, py: 1 }} data-testid="connected-accounts">
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        Connected accounts
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ pb: 0.5 }}>
        Connect an account so your follower count and posts are checked by the platform itself.
      </Typography>
      {me.socialAccounts.map((a, i) => {
        const line = connectionLine(a, now);
        const c = a.connection;
        const busy = connect.isPending && connect.variables === a.platform;
        return (
          <Fragment key={a.platform}>
            {i > 0 && <Divider />}
            <Box
              data-testid={`connection-${a.platform}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.25 }}
            >
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {PLATFORM_NAMES[a.platform]}
                </Typography>
                <Typography
                  variant="caption"
                  component="p"
                  sx={{
                    color:
                      c?.status === 'reconnect' ? 'warning.main' : line ? 'success.main' : 'text.secondary',
                  }}
                >
                  {line ?? 'Not connected'}
                </Typography>
                {c?.sandboxPostsUrl && c.status === 'connected' && (
                  <Link href={c.sandboxPostsUrl} variant="caption" sx={TAP_TARGET_SX}>
                    Write test posts (TEST MODE)
                  </Link>
                )}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {(!c || c.status === 'reconnect') && (
                  <Button
                    variant={c ? 'contained' : 'outlined'}
                    size="small"
                    disabled={connect.isPending}
                    onClick={() => connect.mutate(a.platform)}
                    sx={{ minHeight: 44 }}
                  >
                    {busy ? 'Opening…' : c ? 'Reconnect' : 'Connect'}
                  </Button>
                )}
                {c && (
                  <Button
                    color="error"
                    size="small"
                    disabled={disconnect.isPending}
                    onClick={() => setConfirming(a.platform)}
                    sx={{ minHeight: 44 }}
                  >
                    Disconnect
                  </Button>
                )}
              </Box>
            </Box>
          </Fragment>
        );
      })}
      <ConfirmDialog
        open={confirming !== null}
        title={`Disconnect ${confirming ? PLATFORM_NAMES[confirming] : ''}?`}
        confirmLabel="Disconnect"
        color="error"
        busy={disconnect.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) disconnect.mutate(confirming, { onSettled: () => setConfirming(null) });
        }}
      >
        Spruik stops reading this account and deletes its access. Your last follower count stays on your
        profile, but your posts on this platform will be checked by the campaign owner instead.
      </ConfirmDialog>
    </Card>
  );
}
