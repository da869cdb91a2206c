import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ownerAccount, platformLabel, rewardText } from '../campaign-display';
import { formatDay } from '../../../lib/date';
import { moneyCents } from '../../../lib/money';
import { AUTO_APPROVE_LABEL, REQUIRES_VISIT_LABEL, type CampaignFormValues } from '../campaign-form-values';
import { FactList, OutLink } from './fact-list';
import { OwnerHeader } from './owner-header';
import { CAMPAIGN_TYPE, INSTANT_TYPES, isVenueCampaign } from '@spruik/shared';

type Owner = {
  name: string;
  logo: string | null | undefined;
  instagramId?: string | null;
  tiktokId?: string | null;
  youtubeId?: string | null;
};

/**
 * docs/spec.md, Campaigns: type name, business name and logo, title, platform, 'Up to $ {share}' (no 'Up to' for
 * credit campaigns), conditions, end date, material link, social account to tag. Back closes; Submit creates.
 */
export function PreviewDialog({
  open,
  type,
  values,
  feeCents,
  feePercent,
  owner,
  busy,
  onBack,
  onSubmit,
}: {
  open: boolean;
  type: number;
  values: CampaignFormValues;
  /** The service fee reserved with the budget (0: none, and no line). */
  feeCents: number;
  feePercent: number;
  owner: Owner;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const account = ownerAccount(owner, values.platform);
  const reward = rewardText({
    type,
    participantsShare: values.participantsShare,
    discount: values.reward === 'discount' ? values.discount : null,
    item: values.reward === 'item' ? values.item : null,
  });
  return (
    <Dialog open={open} onClose={busy ? undefined : onBack} aria-labelledby="preview-title">
      <DialogTitle id="preview-title">Preview</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <OwnerHeader name={owner.name} logo={owner.logo} type={type} />
        <Typography
          variant="h6"
          component="p"
          data-testid="preview-campaign-title"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {values.title}
        </Typography>
        <Divider />
        <FactList
          facts={[
            { label: 'Platform', value: platformLabel(values.platform) },
            {
              label: type === CAMPAIGN_TYPE.voucher ? 'Voucher' : 'Payment',
              value: reward,
              testId: 'preview-reward',
            },
            ...(feeCents > 0
              ? [
                  {
                    label: 'Service fee',
                    value: `${moneyCents(feeCents)}: ${feePercent}% of what creators are paid, reserved with the budget; what is not used comes back`,
                    testId: 'preview-fee',
                  },
                ]
              : []),
            { label: 'Conditions', value: values.conditions },
            { label: 'End date', value: formatDay(values.endDate) },
            { label: 'Material link', value: values.link.trim() && <OutLink href={values.link} /> },
            {
              label: 'Approval',
              value: INSTANT_TYPES.includes(type)
                ? 'Paid as soon as the creator completes it'
                : values.autoApprove === 'false'
                  ? 'You approve each submission'
                  : AUTO_APPROVE_LABEL,
              testId: 'preview-approval',
            },
            ...(isVenueCampaign(type)
              ? [
                  {
                    label: 'Visit',
                    value:
                      values.requiresVisit === 'false'
                        ? 'Creators may post without visiting'
                        : `${REQUIRES_VISIT_LABEL}: they check in at your counter`,
                    testId: 'preview-visit',
                  },
                ]
              : []),
            {
              label: 'Social account to tag',
              value: account.url ? <OutLink href={account.url}>{account.handle}</OutLink> : account.handle,
            },
          ]}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onBack} disabled={busy} sx={{ flex: 1 }}>
          Back
        </Button>
        <Button variant="contained" onClick={onSubmit} loading={busy} sx={{ flex: 1 }}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
