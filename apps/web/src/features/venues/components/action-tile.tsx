import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const tileSx = {
  borderRadius: '16px',
  p: 2,
  minHeight: 96,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 1.5,
  bgcolor: 'background.default',
  border: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  '&:active': { transform: 'scale(0.98)' },
} as const;

/** A venue-page tile: an in-app link (`to`), an outside link (`href`, new tab) or a button (`onClick`). */
export function ActionTile({
  label,
  icon,
  to,
  href,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  to?: string;
  href?: string | null;
  onClick?: () => void;
}) {
  const content = (
    <>
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Typography variant="subtitle1" component="span" sx={{ lineHeight: 1.2 }}>
        {label}
      </Typography>
    </>
  );
  if (to)
    return (
      <ButtonBase component={RouterLink} to={to} aria-label={label} sx={tileSx}>
        {content}
      </ButtonBase>
    );
  if (href)
    return (
      <ButtonBase
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        sx={tileSx}
      >
        {content}
      </ButtonBase>
    );
  return (
    <ButtonBase onClick={onClick} aria-label={label} sx={tileSx} disabled={!onClick}>
      {content}
    </ButtonBase>
  );
}
