import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@spruik/shared';

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="about-title">
      <DialogTitle id="about-title">About {PRODUCT_NAME}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography>
          {PRODUCT_NAME} connects cafés, bars, restaurants and hospitality businesses with the people who love
          them. Venues and businesses run campaigns; creators promote them on Instagram, TikTok and YouTube
          and earn money, credit and vouchers in return.
        </Typography>
        <Typography>
          Creators join as volunteers, pick the campaigns they like and are paid once their post is approved.
          Businesses top up credit and reach real local voices.
        </Typography>
        <Typography color="text.secondary">Questions? Write to {SUPPORT_EMAIL}.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
