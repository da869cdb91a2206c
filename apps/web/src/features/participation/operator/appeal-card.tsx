import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APPEAL_STATUS, type AdminAppealItem } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { ProofChecks } from '../../campaigns/components/proof-checks';
import { rejectionText } from '../../campaigns/proof-text';

const STATUS: Record<number, { label: string; color: 'info' | 'default' | 'success' }> = {
  [APPEAL_STATUS.open]: { label: 'Open', color: 'info' },
  [APPEAL_STATUS.upheld]: { label: 'Upheld', color: 'default' },
  [APPEAL_STATUS.overturned]: { label: 'Overturned', color: 'success' },
};

/** One appeal: the campaign, the creator's proof, the owner's rejection, the note; Uphold / Overturn while open. */
export function AppealCard({
  appeal: p,
  onDecide,
  pending,
}: {
  appeal: AdminAppealItem;
  onDecide: (overturn: boolean) => void;
  pending: boolean;
}) {
  const status = STATUS[p.status] ?? STATUS[APPEAL_STATUS.open];
  const proof = p.activity.link ?? p.activity.youtubeId;
  return (
    <Card
      component="article"
      aria-label={`Appeal by ${p.creator.name} on ${p.campaign.title}`}
      data-testid="appeal-card"
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {p.campaign.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Type {p.campaign.type} · {p.owner.name} · share {money(p.campaign.share)}
          </Typography>
        </Box>
        <Chip size="small" label={status.label} color={status.color} />
      </Box>
      <Typography variant="body2">
        <strong>{p.creator.name}</strong> ({p.activity.followers ?? 'unknown'} followers) submitted{' '}
        {p.activity.submittedAt ? formatDateTime(p.activity.submittedAt) : ''}
        {p.activity.disclosed ? ', marked as an ad' : ', not marked as an ad'}.
      </Typography>
      {proof ? (
        <Link href={proof} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {proof}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No proof link (a follow campaign: check the owner&apos;s followers).
        </Typography>
      )}
      <Typography variant="body2" color="error.main">
        {p.owner.name} rejected it {formatDateTime(p.activity.rejectedAt)}.{' '}
        {rejectionText(p.activity.rejectReason, p.activity.rejectNote)}
      </Typography>
      <ProofChecks proof={p.activity.proof} audience="owner" />
      <Box
        component="blockquote"
        sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="appeal-note">
          {p.note}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Appealed {formatDateTime(p.createdAt)}
        {p.decidedAt && ` · decided ${formatDateTime(p.decidedAt)}`}
        {p.activity.payout !== null && ` · paid ${money(p.activity.payout)}`}
      </Typography>
      {p.status === APPEAL_STATUS.open && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => onDecide(false)} disabled={pending} sx={{ flex: 1 }}>
            Uphold rejection
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={() => onDecide(true)}
            disabled={pending}
            sx={{ flex: 1 }}
          >
            Overturn and pay
          </Button>
        </Box>
      )}
    </Card>
  );
}
