import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { levelName, membershipName, ROLES, type AdminUserItem } from '@spruik/shared';
import { ProfileAvatar } from '../components/profile-avatar';
import { formatCount } from '../../../lib/number';

const ROLE_NAMES: Record<number, string> = { 1: 'Venue', 2: 'Business', 3: 'Customer', 4: 'Admin' };
export const roleName = (role: number) => ROLE_NAMES[role] ?? `Role ${role}`;

const count = (n: number | null) => (n === null ? '–' : formatCount(n));

/** One account in the search: who, role and status, the role's key facts, its statement and Edit. */
export function UserRow({ user: u, onEdit }: { user: AdminUserItem; onEdit: () => void }) {
  const name = u.details?.name || u.name;
  const facts: string[] = [];
  if (u.role === ROLES.customer) facts.push(levelName(u.level), `Energy ${u.energy}`);
  if (u.role === ROLES.venue) {
    facts.push(membershipName(u.membership));
    facts.push(u.latitude !== null ? `${u.latitude}, ${u.longitude}` : 'No coordinates');
  }
  if (u.role !== ROLES.admin)
    facts.push(
      `IG ${count(u.instagramFollowers)} · TikTok ${count(u.tiktokFollowers)} · YT ${count(u.youtubeFollowers)}`,
    );
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="user-row"
      data-user-id={u.id}
      sx={{ p: 1.5, borderRadius: '14px', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <ProfileAvatar name={name} logo={u.details?.logo} size={40} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {name}
          {u.details?.name && u.details.name !== u.name && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({u.name})
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {u.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Box>
      {/* Wraps at 320-390 px: a suspended account's two chips and two buttons are wider than a phone. */}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={roleName(u.role)} />
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_CHIP[u.status].color}
          label={STATUS_CHIP[u.status].label}
        />
        {u.role !== ROLES.admin && (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/admin/users/${u.id}/statement`}
            aria-label={`Statement of ${name}`}
          >
            Statement
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      </Box>
    </Card>
  );
}

/** Active, suspended after being live, or a sign-up awaiting activation: three states, three chips. */
const STATUS_CHIP = {
  active: { label: 'Active', color: 'success' },
  suspended: { label: 'Suspended', color: 'error' },
  pending: { label: 'Awaiting activation', color: 'warning' },
} as const;
