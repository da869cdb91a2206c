import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../campaigns/campaign-draft';

/**
 * On the credit page opened from a campaign form's Add Credit (?return=): the way back to the form, which
 * starts from what was typed (docs/business-rules.md "Not enough credit").
 */
export function BackToForm() {
  const back = safeReturnPath(useSearchParams()[0].get('return'));
  if (!back) return null;
  return (
    <Alert severity="info" data-testid="back-to-form">
      Add credit, then go back to your campaign. What you typed is kept.
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to={back} variant="outlined" color="inherit" size="small">
          Back to your campaign
        </Button>
      </Box>
    </Alert>
  );
}
