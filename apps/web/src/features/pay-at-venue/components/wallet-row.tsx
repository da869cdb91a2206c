import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The wallet's lists: a plain column of rows. */
export function WalletRows<T extends { _id: string }>({
  items,
  children,
}: {
  items: T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </Box>
  );
}

/**
 * One wallet row that opens its details: a round icon, a title and a caption, and something on the right.
 * Other button props (test id, aria label, data attributes) pass through.
 */
export function WalletRow({
  icon,
  iconColor,
  iconBg,
  title,
  caption,
  end,
  dim = false,
  ...props
}: Omit<ButtonBaseProps, 'title' | 'sx'> & {
  icon: ReactNode;
  iconColor: string;
  iconBg: string;
  title: ReactNode;
  caption: ReactNode;
  end: ReactNode;
  dim?: boolean;
}) {
  return (
    <ButtonBase
      {...props}
      sx={{
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        textAlign: 'left',
        borderRadius: '14px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        opacity: dim ? 0.7 : 1,
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: iconColor,
          bgcolor: iconBg,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
        {/* The caption (place · date and time) wraps rather than cutting the time off at 320 px. */}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {caption}
        </Typography>
      </Box>
      {end}
    </ButtonBase>
  );
}
