import IconButton from '@mui/material/IconButton';
import ImageRounded from '@mui/icons-material/ImageRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { MenuItem } from '@spruik/shared';

/** A menu item's Ingredients and Image buttons, each shown only when the item has one (menu and editor). */
export function MenuItemInfoButtons({
  item,
  onIngredients,
  onImage,
}: {
  item: MenuItem;
  onIngredients: (item: MenuItem) => void;
  onImage: (item: MenuItem) => void;
}) {
  return (
    <>
      {item.ingredients && (
        <IconButton
          size="small"
          aria-label={`Ingredients of ${item.name}`}
          onClick={() => onIngredients(item)}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      )}
      {item.image && (
        <IconButton size="small" aria-label={`Image of ${item.name}`} onClick={() => onImage(item)}>
          <ImageRounded fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
