import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { ownerAccount, platformLabel, rewardText } from '../campaign-display';
import { FactList, OutLink } from '../components/fact-list';
import { OwnerHeader } from '../components/owner-header';
import type { AdminCampaign } from './get-admin-campaigns';
import { CampaignStatusChip } from './campaign-status-chip';
import { CAMPAIGN_TYPE } from '@spruik/shared';

/**
 * A campaign as its owner's preview showed it (docs/spec.md, Campaigns: type name, owner name and logo, title,
 * platform, 'Up to $ {share}' or the voucher, conditions, end date, material link, social account to tag),
 * plus what the operator needs: the owner's e-mail, places, escrow and when it was submitted.
 */
export function CampaignPreviewCard({
  campaign: c,
  actions,
}: {
  campaign: AdminCampaign;
  actions?: ReactNode;
}) {
  const account = ownerAccount(c.owner, c.platform);
  return (
    <Card
      component="article"
      aria-label={c.title}
      data-testid="admin-campaign-card"
      data-campaign-id={c.id}
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <OwnerHeader name={c.owner.name} logo={c.owner.logo} type={c.type} />
        </Box>
        <CampaignStatusChip status={c.status} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="campaign-title">
        {c.title}
      </Typography>
      <Divider />
      <FactList
        facts={[
          { label: 'Platform', value: platformLabel(c.platform) },
          {
            label: c.type === CAMPAIGN_TYPE.voucher ? 'Voucher' : 'Payment',
            value: rewardText(c),
            testId: 'campaign-reward',
          },
          { label: 'Conditions', value: c.conditions },
          { label: 'End date', value: formatDateTime(c.endDate) },
          { label: 'Material link', value: c.link && <OutLink href={c.link} /> },
          {
            label: 'Social account to tag',
            value: account.url ? <OutLink href={account.url}>{account.handle}</OutLink> : account.handle,
          },
        ]}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span>{c.ownerEmail}</span>
        <span>
          {c.numberOfParticipants} of {c.participantsCount} places taken
        </span>
        {c.type !== CAMPAIGN_TYPE.voucher && <span>Escrow {money(c.escrow)}</span>}
        <span>Submitted {formatDateTime(c.createdAt)}</span>
      </Box>
      {c.rejectedReason && (
        <Typography variant="body2" color="error">
          Rejected: {c.rejectedReason}
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 0.5 }}>{actions}</Box>}
    </Card>
  );
}
