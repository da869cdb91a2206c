import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MenuCategory, MenuItem } from '@spruik/shared';

/** The band a category's name sits in, above its items. */
export const CATEGORY_HEADER_SX = {
  bgcolor: 'background.default',
  borderBottom: '1px solid',
  borderColor: 'divider',
} as const;

/**
 * One category of a menu as a card, for the venue's editor (/menu) and the customer's view (/venue_menu): the
 * header the caller draws, a note when it has no items, then one row per item with what the caller puts in it.
 */
export function MenuCategoryCard({
  category,
  header,
  emptyText,
  rowSx,
  children,
  ...attrs
}: {
  category: MenuCategory;
  header: ReactNode;
  emptyText: string;
  /** Spacing of an item's row. */
  rowSx: { gap: number; px?: number; pl?: number; pr?: number; py: number };
  children: (item: MenuItem) => ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  return (
    <Card component="section" {...attrs} sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      {header}
      {category.items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {emptyText}
        </Typography>
      )}
      {category.items.map((item) => (
        <Box
          key={item.id}
          data-testid="menu-item"
          sx={{
            display: 'flex',
            alignItems: 'center',
            ...rowSx,
            '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
          }}
        >
          {children(item)}
        </Box>
      ))}
    </Card>
  );
}
