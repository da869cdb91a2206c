import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Link as RouterLink } from 'react-router';
import { typeName } from '../campaign-display';
import { TypeIcon } from './type-icon';

/** A tile of the new-campaign screens: the type's name and what it asks creators to do. */
export function TypeCard({
  type,
  label,
  description,
}: {
  type: number;
  label?: string;
  description: string;
}) {
  return (
    <ButtonBase
      component={RouterLink}
      to={`/create_campaign?type=${type}`}
      aria-label={label ?? typeName(type)}
      sx={{
        width: '100%',
        p: 2,
        gap: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderRadius: '16px',
        bgcolor: 'background.default',
        border: '1px solid',
        borderColor: 'divider',
        transition: 'box-shadow .12s ease, transform .12s ease',
        '&:hover': { boxShadow: '0 6px 18px rgba(43,33,28,0.10)' },
        '&:active': { transform: 'scale(0.99)' },
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: '14px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <TypeIcon type={type} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="span" sx={{ display: 'block', lineHeight: 1.25 }}>
          {label ?? typeName(type)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {description}
        </Typography>
      </Box>
      <ChevronRightRounded color="action" />
    </ButtonBase>
  );
}
