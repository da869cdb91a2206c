import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import { PRODUCT_NAME } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';

/** The Legend's referral code with Copy and, where the device can share, Share (the system share sheet). */
export function ReferralCode({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      feedback.notify('Referral code copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the code stays on screen to copy by hand.
      feedback.error('Could not copy. Please copy the code by hand.');
    }
  };
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({
        title: `Join me on ${PRODUCT_NAME}`,
        text: `Sign up to ${PRODUCT_NAME} as a creator with my referral code ${code}.`,
        url: `${window.location.origin}/signup`,
      })
      // Closing the share sheet rejects too: nothing to tell.
      .catch(() => undefined);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Chip label={code} color="secondary" size="small" data-testid="referral-code" />
      <Button
        size="small"
        startIcon={<ContentCopyRounded />}
        onClick={() => void copy()}
        sx={{ minHeight: 44 }}
      >
        Copy
      </Button>
      {canShare && (
        <Button size="small" startIcon={<ShareRounded />} onClick={() => void share()} sx={{ minHeight: 44 }}>
          Share
        </Button>
      )}
    </Box>
  );
}
