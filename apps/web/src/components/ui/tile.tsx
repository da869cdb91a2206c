import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The look of a square tile (without its height); `Tile` adds a hover shadow. */
export const tileSx = {
  borderRadius: '16px',
  p: 2,
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
  // Room for the longest label ("Entertainment") on the narrowest phones, with TileLabel's smaller font.
  '@media (max-width: 359.95px)': { p: 1.5 },
} as const;

/** A tile's icon on a rounded square of the theme colour. */
export function TileIcon({
  color = 'primary',
  children,
}: {
  color?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        borderRadius: '12px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A label; "Website/Booking" may break after its slash (<wbr>), but never inside a word ("Entertainm/ent" at
 * 320 px): on a narrow phone the font shrinks with the screen instead, so the longest label fits its tile.
 */
export function TileLabel({ children }: { children: ReactNode }) {
  const text =
    typeof children === 'string'
      ? children
          .split('/')
          .flatMap((part, i, all) => (i < all.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]))
      : children;
  return (
    <Typography
      variant="subtitle1"
      component="span"
      sx={{ lineHeight: 1.2, maxWidth: '100%', fontSize: 'min(1rem, 4vw)' }}
    >
      {text}
    </Typography>
  );
}

/** A square navigation tile for the role homes, named by its label (and its badge's count when shown). */
export function Tile({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: number;
}) {
  return (
    <ButtonBase
      component={RouterLink}
      to={to}
      sx={{
        ...tileSx,
        minHeight: 104,
        transition: 'transform .12s ease, box-shadow .12s ease',
        '&:hover': { boxShadow: '0 6px 18px rgba(43,33,28,0.10)' },
      }}
    >
      <Badge color="error" badgeContent={badge} max={99} invisible={!badge}>
        <TileIcon>{icon}</TileIcon>
      </Badge>
      <TileLabel>{label}</TileLabel>
    </ButtonBase>
  );
}

/**
 * Two columns that may shrink below their content (minmax(0, 1fr): a bare 1fr never goes narrower than its
 * longest word, which pushed the page sideways at 320 px); labels wrap inside the tile instead.
 */
export function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>{children}</Box>
  );
}
