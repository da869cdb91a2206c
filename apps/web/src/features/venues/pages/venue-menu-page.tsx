import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBERSHIPS, type MenuItem } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { money } from '../../../lib/money';
import { ImageDialog, IngredientsDialog } from '../../menus/components/menu-dialogs';
import { CATEGORY_HEADER_SX, MenuCategoryCard } from '../../menus/components/menu-category-card';
import { MenuItemInfoButtons } from '../../menus/components/menu-item-buttons';
import { useVenueMenu } from '../api/get-venue-menu';
import { useVenue } from '../api/get-venues';

/** /venue_menu?id=: the venue's categories and items; Gold venues show a scan icon (it does nothing yet). */
export function VenueMenuPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const venue = useVenue(id);
  const menu = useVenueMenu(id);
  const [ingredients, setIngredients] = useState<MenuItem | null>(null);
  const [image, setImage] = useState<MenuItem | null>(null);
  const gold = venue.data?.membership === MEMBERSHIPS.gold;

  return (
    <Page>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          {venue.data ? `${venue.data.name} menu` : 'Menu'}
        </Typography>
        {gold && (
          <IconButton aria-label="Scan" color="primary" sx={{ bgcolor: 'background.default' }}>
            <QrCodeScannerRounded />
          </IconButton>
        )}
      </Box>
      {menu.isError && <LoadError error={menu.error} onRetry={() => void menu.refetch()} />}
      {menu.isPending && !menu.isError && <Skeleton variant="rounded" height={240} />}
      {menu.data && menu.data.categories.length === 0 && (
        <Typography color="text.secondary">This venue has not published its menu yet.</Typography>
      )}
      {menu.data?.categories.map((category) => (
        <MenuCategoryCard
          key={category.id}
          category={category}
          header={
            <Typography variant="h6" component="h2" sx={{ px: 2, py: 1.25, ...CATEGORY_HEADER_SX }}>
              {category.name}
            </Typography>
          }
          emptyText="Nothing here yet."
          rowSx={{ gap: 0.5, px: 2, py: 1 }}
        >
          {(item) => (
            <>
              <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>{item.name}</Typography>
              <MenuItemInfoButtons item={item} onIngredients={setIngredients} onImage={setImage} />
              <Typography sx={{ fontWeight: 800, minWidth: 64, textAlign: 'right' }}>
                {money(item.price)}
              </Typography>
            </>
          )}
        </MenuCategoryCard>
      ))}
      <IngredientsDialog item={ingredients} onClose={() => setIngredients(null)} />
      <ImageDialog item={image} onClose={() => setImage(null)} />
    </Page>
  );
}
