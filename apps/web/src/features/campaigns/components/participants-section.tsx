import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import {
  CAMPAIGN_TYPE,
  ACTIVITY_STATUS,
  PROOF_TYPES,
  type CampaignDetails,
  type CampaignParticipant,
  type RejectReason,
} from '@spruik/shared';
import { Fragment, useState } from 'react';
import { ProofChecks } from './proof-checks';
import { rejectionText } from '../proof-text';
import { RejectReasonPicker } from './reject-reason-picker';
import { feedback } from '../../../lib/feedback';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { approveText, REJECT_TEXT } from '../decision-text';
import { useDecideParticipant } from '../api/decide-participant';
import { PARTICIPANTS_PER_PAGE } from '../api/get-campaign-details';
import { ownerAccount } from '../campaign-display';
import { OutLink } from './fact-list';
import { formatCount } from '../../../lib/number';

function Decision({
  p,
  busy,
  onDecide,
  who,
}: {
  p: CampaignParticipant;
  busy: boolean;
  onDecide: (approve: boolean) => void;
  who: string;
}) {
  if (p.status === ACTIVITY_STATUS.approved)
    return (
      <Typography variant="body2" color="success.main" sx={{ fontWeight: 700 }} data-testid="decision">
        Approved
      </Typography>
    );
  if (p.status === ACTIVITY_STATUS.rejected)
    return (
      <Typography variant="body2" color="error.main" sx={{ fontWeight: 700 }} data-testid="decision">
        Rejected
      </Typography>
    );
  if (p.status !== ACTIVITY_STATUS.submitted)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="decision">
        {p.status === ACTIVITY_STATUS.expired ? 'Expired' : 'Not submitted'}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <IconButton
        aria-label={`Approve ${who}`}
        color="success"
        disabled={busy}
        onClick={() => onDecide(true)}
      >
        <CheckCircleRounded />
      </IconButton>
      <IconButton aria-label={`Reject ${who}`} color="error" disabled={busy} onClick={() => onDecide(false)}>
        <CancelRounded />
      </IconButton>
    </Box>
  );
}

/** A participant's post as the platform last read it, their clicks (type 1), and whether the post is gone. */
function ParticipantReach({ p }: { p: CampaignParticipant }) {
  const r = p.reach;
  const parts = r
    ? [
        r.views !== null && `${formatCount(r.views)} views`,
        r.reach !== null && `${formatCount(r.reach)} reach`,
        `${formatCount(r.interactions)} interactions${r.interactionRate === null ? '' : ` (${r.interactionRate.toFixed(2)}%)`}`,
      ].filter(Boolean)
    : [];
  if (p.clicks !== null) parts.push(`${formatCount(p.clicks)} ${p.clicks === 1 ? 'click' : 'clicks'}`);
  if (parts.length === 0 && !p.postRemoved) return null;
  return (
    <Box data-testid="participant-reach">
      {parts.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {parts.join(' · ')}
        </Typography>
      )}
      {p.postRemoved && (
        <Typography variant="caption" color="error.main" sx={{ display: 'block', fontWeight: 700 }}>
          Post deleted or made private
        </Typography>
      )}
    </Box>
  );
}

/**
 * docs/spec.md, Campaigns: follower ID (type 2 only), a link to view the post, approve/reject icons replaced by green
 * 'Approved' or red 'Rejected' once decided. The ad-disclosure flag is added for proof types.
 */
export function ParticipantsSection({
  campaign: c,
  page,
  onPage,
}: {
  campaign: CampaignDetails;
  page: number;
  onPage: (page: number) => void;
}) {
  const decide = useDecideParticipant(c.id);
  const [asking, setAsking] = useState<{ p: CampaignParticipant; approve: boolean; who: string } | null>(
    null,
  );
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [note, setNote] = useState('');
  const proof = PROOF_TYPES.includes(c.type);
  const pages = Math.ceil(c.participantsTotal / PARTICIPANTS_PER_PAGE);
  if (c.participants.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No participants yet.
      </Typography>
    );
  // A decision is irreversible: it is asked for here and committed only from the confirmation dialog.
  const onDecide = (p: CampaignParticipant, approve: boolean, who: string) => {
    setReason(null);
    setNote('');
    setAsking({ p, approve, who });
  };
  // A rejection waits for its reason, and "Other" for a few words.
  const missingReason = !!asking && !asking.approve && (!reason || (reason === 'other' && !note.trim()));
  const confirm = () => {
    if (!asking || missingReason) return;
    const { p, approve } = asking;
    decide.mutate(
      approve
        ? { participantId: p.id, approve, page }
        : { participantId: p.id, approve, page, reason: reason!, note: note.trim() || undefined },
      {
        onSuccess: (res) =>
          feedback.notify(res.message || (approve ? 'Participant approved.' : 'Participant rejected.')),
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Table size="small" aria-label="Participants" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{c.type === CAMPAIGN_TYPE.increaseFollowers ? 'Follower ID' : 'Creator'}</TableCell>
            <TableCell>{c.type === CAMPAIGN_TYPE.increaseFollowers ? 'Profile' : 'Post'}</TableCell>
            {proof && <TableCell align="center">Ad</TableCell>}
            <TableCell align="right">Decision</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {c.participants.map((p) => {
            const account = ownerAccount(
              { ...p.user, youtubeId: p.youtubeId ?? p.user.youtubeId },
              c.platform,
            );
            const who = account.handle || p.user.name;
            const rejection =
              p.status === ACTIVITY_STATUS.rejected ? rejectionText(p.rejectReason, p.rejectNote) : null;
            const checked = p.proof.state !== 'unchecked';
            return (
              <Fragment key={p.id}>
                <TableRow
                  data-testid="participant-row"
                  sx={checked || rejection ? { '& td': { borderBottom: 0 } } : undefined}
                >
                  <TableCell sx={{ maxWidth: 120, overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {who}
                    </Typography>
                    {p.followers !== null && (
                      <Typography variant="caption" color="text.secondary">
                        {formatCount(p.followers)} followers
                      </Typography>
                    )}
                    <ParticipantReach p={p} />
                  </TableCell>
                  <TableCell>
                    {c.type === CAMPAIGN_TYPE.increaseFollowers ? (
                      <OutLink href={account.url}>View</OutLink>
                    ) : p.link ? (
                      <OutLink href={p.link}>View</OutLink>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  {proof && (
                    <TableCell align="center">
                      {p.disclosed ? (
                        <Tooltip title="Marked as an ad">
                          <VerifiedRounded color="success" fontSize="small" aria-label="Marked as an ad" />
                        </Tooltip>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  )}
                  <TableCell align="right">
                    <Decision
                      p={p}
                      who={who}
                      busy={decide.isPending}
                      onDecide={(approve) => onDecide(p, approve, who)}
                    />
                  </TableCell>
                </TableRow>
                {(checked || rejection) && (
                  <TableRow data-testid="participant-proof">
                    <TableCell colSpan={proof ? 4 : 3} sx={{ pt: 0 }}>
                      <ProofChecks proof={p.proof} audience="owner" />
                      {rejection && (
                        <Typography variant="caption" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
                          {rejection}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, n) => onPage(n)}
          size="small"
          sx={{ alignSelf: 'center' }}
        />
      )}
      <ConfirmDialog
        open={!!asking}
        title={asking?.approve ? `Approve ${asking.who}?` : `Reject ${asking?.who ?? ''}?`}
        confirmLabel={asking?.approve ? 'Approve' : 'Reject'}
        color={asking?.approve ? 'success' : 'error'}
        busy={decide.isPending}
        disabled={missingReason}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking &&
          (asking.approve ? (
            approveText(c, asking.p)
          ) : (
            <>
              <RejectReasonPicker reason={reason} note={note} onReason={setReason} onNote={setNote} />
              {REJECT_TEXT}
            </>
          ))}
      </ConfirmDialog>
    </Box>
  );
}
