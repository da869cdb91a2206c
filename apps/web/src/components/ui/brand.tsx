import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { PRODUCT_NAME } from '@spruik/shared';

/** The product mark: icon plus name (the name comes from one config value). */
export function Brand({
  size = 'medium',
  showName = true,
}: {
  size?: 'small' | 'medium' | 'large';
  showName?: boolean;
}) {
  const box = size === 'large' ? 64 : size === 'small' ? 32 : 44;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          width: box,
          height: box,
          borderRadius: size === 'large' ? '18px' : '10px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          boxShadow: '0 6px 16px rgba(217,83,30,0.35)',
        }}
      >
        <CampaignRounded sx={{ fontSize: box * 0.6 }} />
      </Box>
      {showName && (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            letterSpacing: '-0.02em',
            fontSize: size === 'large' ? 34 : size === 'small' ? 18 : 24,
          }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
