import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminTopUpItem, SimulatedEvent } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { roleName } from '../../accounts/operator/user-row';
import { useCheckTopUp } from './check-top-up';
import { providerName, TOP_UP_STATUS } from './top-up-status';

/** A provider id: monospace and breaking anywhere, so a long Stripe id never widens a phone screen. */
function ProviderId({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
      {label}:{' '}
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {value}
      </Box>
    </Typography>
  );
}

/**
 * One top-up: whose (organisation, name, e-mail, a Suspended flag), how much, through which provider and ids,
 * its status after refunds and disputes, for a pending one a check with the provider, and, for a TEST MODE
 * top-up, what the sandbox can simulate.
 */
export function TopUpCard({
  topUp: t,
  onSimulate,
}: {
  topUp: AdminTopUpItem;
  onSimulate: (event: SimulatedEvent) => void;
}) {
  const check = useCheckTopUp();
  const status = TOP_UP_STATUS[t.status];
  const who = t.user.organisation || t.user.name;
  const left = t.remaining > 0;
  return (
    <Card
      component="article"
      aria-label={`${who} ${money(t.amount)}`}
      data-testid="top-up-card"
      data-top-up-id={t.id}
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {who}
            {t.user.organisation && t.user.organisation !== t.user.name && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ({t.user.name})
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {roleName(t.user.role)} · {t.user.email}
          </Typography>
        </Box>
        <Typography variant="h5" component="p" data-testid="top-up-amount">
          {money(t.amount)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={status.tone} label={status.label} data-testid="top-up-status" />
        <Chip
          size="small"
          variant="outlined"
          label={`${providerName(t.provider)} · ${t.method === 'paypal' ? 'online payment' : 'card'}`}
        />
        {!t.user.isActive && (
          <Chip size="small" variant="outlined" color="warning" label="Account suspended" />
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(t.paidAt ?? t.createdAt)}
        </Typography>
      </Box>
      {(t.refunded > 0 || t.chargedBack > 0) && (
        <Typography variant="body2" data-testid="top-up-reversed">
          {[
            t.refunded > 0 && `Refunded ${money(t.refunded)}`,
            t.chargedBack > 0 && `Taken by disputes ${money(t.chargedBack)}`,
            `Left ${money(t.remaining)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      <ProviderId label="Checkout" value={t.providerSessionId} />
      {/* The sandbox's payment is its checkout session: shown once. */}
      {t.providerPaymentId !== t.providerSessionId && (
        <ProviderId label="Payment" value={t.providerPaymentId} />
      )}
      {t.status === 'pending' && (
        <Box sx={{ pt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            loading={check.isPending}
            onClick={() => check.mutate(t.id)}
          >
            Check with the provider
          </Button>
        </Box>
      )}
      {t.canSimulate && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
          {left && (
            <Button size="small" variant="outlined" color="warning" onClick={() => onSimulate('refund')}>
              Refund
            </Button>
          )}
          {left && !t.hasOpenDispute && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => onSimulate('dispute_opened')}
            >
              Open dispute
            </Button>
          )}
          {t.hasOpenDispute && (
            <>
              <Button
                size="small"
                variant="outlined"
                color="success"
                onClick={() => onSimulate('dispute_won')}
              >
                Dispute won
              </Button>
              <Button size="small" variant="outlined" onClick={() => onSimulate('dispute_lost')}>
                Dispute lost
              </Button>
            </>
          )}
        </Box>
      )}
    </Card>
  );
}
