import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import type { ActivityItem } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';

/**
 * "Increase Click": the participant's own short link, shared instead of the owner's so the owner sees the clicks
 * it brings (docs/connected-accounts.md, "Reach and clicks").
 */
export function ClickLink({ activity }: { activity: ActivityItem }) {
  const link = activity.clickLink;
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      feedback.notify('Link copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays on screen to copy by hand.
      feedback.error('Could not copy. Please copy the link by hand.');
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="click-link">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Your link to share
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Share this link instead of the owner&apos;s: it opens the same page and shows the owner the clicks you
        bring.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
          data-testid="click-link-url"
        >
          {link}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copy()}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          Copy
        </Button>
      </Box>
    </Box>
  );
}
