import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { SharedAccountGroup, SharedBy } from '@spruik/shared';
import { FlaggedAccountLine } from './flagged-account-line';

const LABEL: Record<SharedBy, string> = {
  bank: 'Bank account',
  phone: 'Phone number',
  card: 'Top-up card',
  abn: 'ABN',
  device: 'Device',
  signupIp: 'Sign-up address',
};

/** How each account carries the detail: what it entered, or how it used the card, device or address. */
const detailText = (by: SharedBy, detail: string) =>
  by === 'bank' ? `Account name: ${detail}` : by === 'phone' ? `Entered as ${detail}` : detail;

/** One shared detail (bank account, phone, card, ABN, device, address) and the accounts that carry it (newest 20). */
export function SharedAccountCard({ group: g }: { group: SharedAccountGroup }) {
  const label = LABEL[g.by];
  const more = g.memberCount - g.members.length;
  return (
    <Card
      component="article"
      aria-label={`${label} ${g.shared}`}
      data-testid="shared-group"
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="subtitle1" data-testid="shared-detail" sx={{ overflowWrap: 'anywhere' }}>
            {g.shared}
          </Typography>
        </Box>
        <Chip color="warning" label={`${g.memberCount} accounts`} />
      </Box>
      {g.members.map((m) => (
        <Fragment key={m.id}>
          <Divider />
          <FlaggedAccountLine account={m} detail={detailText(g.by, m.detail)} />
        </Fragment>
      ))}
      {more > 0 && (
        <Typography variant="caption" color="text.secondary">
          and {more} more
        </Typography>
      )}
    </Card>
  );
}
