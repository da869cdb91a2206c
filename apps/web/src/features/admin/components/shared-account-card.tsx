import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { SharedAccountGroup } from '@spruik/shared';
import { FlaggedAccountLine } from './flagged-account-line';

/** One shared bank account or phone number and every account that carries it (the newest 20 of them). */
export function SharedAccountCard({ group: g }: { group: SharedAccountGroup }) {
  const label = g.by === 'bank' ? 'Bank account' : 'Phone number';
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
          <FlaggedAccountLine
            account={m}
            detail={g.by === 'bank' ? `Account name: ${m.detail}` : `Entered as ${m.detail}`}
          />
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
