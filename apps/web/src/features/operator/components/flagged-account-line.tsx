import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FlaggedAccount } from '@spruik/shared';
import { roleName } from '../../accounts/operator/user-row';

/** The Users page searched for this account (its e-mail is unique), where the operator can switch it off. */
export const userLink = (a: Pick<FlaggedAccount, 'email'>) => `/admin/users?q=${encodeURIComponent(a.email)}`;

/** One account in a trust flag: name (and organisation), role, e-mail, a detail line, and a link to it. */
export function FlaggedAccountLine({ account: a, detail }: { account: FlaggedAccount; detail?: ReactNode }) {
  const title = a.organisation ? `${a.organisation} (${a.name})` : a.name;
  return (
    <Box data-testid="flagged-account" data-user-id={a.id} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link
          component={RouterLink}
          to={userLink(a)}
          variant="subtitle2"
          sx={{
            overflowWrap: 'anywhere',
            py: 1,
            minHeight: 44,
            display: 'inline-flex',
            alignItems: 'center',
          }}
        >
          {title}
        </Link>
        <Chip size="small" label={roleName(a.role)} />
        {!a.isActive && <Chip size="small" variant="outlined" color="warning" label="Not active" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {a.email}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
