import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RemovedPost } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { FlaggedAccountLine } from './flagged-account-line';

const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * A confirmed post the creator deleted or made private within 7 days (docs/connected-accounts.md "Reach and
 * clicks"): which campaign, what was paid for it, and how often this creator has done so.
 */
export function RemovedPostCard({ item: p }: { item: RemovedPost }) {
  return (
    <Card
      component="article"
      aria-label={`${p.creator.name}'s post for ${p.campaign.title}`}
      data-testid="removed-post"
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FlaggedAccountLine account={p.creator} />
        </Box>
        {p.creatorRemovedCount > 1 && <Chip color="warning" label={`${p.creatorRemovedCount} removed`} />}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {PLATFORM_NAMES[p.platform] ?? p.platform} post for “{p.campaign.title}”, removed{' '}
        {formatDateTime(p.removedAt)}
        {p.payout !== null && `; ${money(p.payout)} was paid for it`}.
      </Typography>
      {p.link && (
        <Link
          href={p.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {p.link}
        </Link>
      )}
      <Divider />
      <FlaggedAccountLine account={p.owner} />
    </Card>
  );
}
