import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OPERATOR_ROLES, type OperatorItem, type OperatorRole } from '@spruik/shared';
import { getSession } from '../../../lib/session';
import { useOperators, useSetOperatorRole } from '../api/operators';
import { PageHeader } from '../../../components/operator/page-header';
import { QueryState } from '../../../components/operator/query-state';

const ROLE_TEXT: Record<OperatorRole, string> = {
  owner: 'Owner: everything, the outbox and roles',
  support: 'Support: users, campaigns, content',
  finance: 'Finance: top-ups, withdrawals, ledger',
};

/** /admin/operators (owner): who runs the console and with which role. Your own role is another owner's call. */
export function AdminOperatorsPage() {
  const operators = useOperators();
  return (
    <>
      <PageHeader
        title="Operators"
        subtitle="Each operator sees only the console pages of their role. Create operators with npm run admin -- create."
      />
      <QueryState query={operators}>
        {(d) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {d.operators.map((o) => (
              <OperatorRow key={o.id} operator={o} self={o.id === getSession()?.userId} />
            ))}
          </Box>
        )}
      </QueryState>
    </>
  );
}

function OperatorRow({ operator: o, self }: { operator: OperatorItem; self: boolean }) {
  const setRole = useSetOperatorRole();
  return (
    <Card
      component="article"
      aria-label={o.name}
      sx={{ p: 1.5, borderRadius: '14px', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {o.name}
          {self && ' (you)'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {o.email}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            variant="outlined"
            color={o.twoFactor ? 'success' : 'warning'}
            label={o.twoFactor ? 'Two-factor on' : 'Two-factor off'}
          />
          {!o.isActive && <Chip size="small" variant="outlined" color="error" label="Deactivated" />}
        </Box>
      </Box>
      <TextField
        select
        size="small"
        label="Role"
        value={o.operatorRole ?? ''}
        disabled={self || setRole.isPending}
        onChange={(e) => setRole.mutate({ id: o.id, operatorRole: e.target.value as OperatorRole })}
        sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        slotProps={{ htmlInput: { 'aria-label': `Role of ${o.name}` } }}
      >
        {OPERATOR_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {ROLE_TEXT[r]}
          </MenuItem>
        ))}
      </TextField>
    </Card>
  );
}
