import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import { Page } from './page';

/** Placeholder for a screen a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Box
        sx={{
          mt: 4,
          py: 6,
          px: 3,
          textAlign: 'center',
          borderRadius: '16px',
          bgcolor: 'background.default',
          color: 'text.secondary',
        }}
      >
        <ConstructionRounded sx={{ fontSize: 48, color: 'primary.light' }} />
        <Typography variant="h6" component="p" color="text.primary" sx={{ mt: 1 }}>
          Coming soon
        </Typography>
        <Typography variant="body2">We are putting the finishing touches on this screen.</Typography>
      </Box>
    </Page>
  );
}
