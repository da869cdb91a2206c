import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../../../lib/image-url';

/** The ingredients viewer (docs/spec.md, Venues and menus: shared by the customer menu and the venue's editor). */
export function IngredientsDialog({
  item,
  onClose,
}: {
  item: { name: string; ingredients: string | null } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!item} onClose={onClose} aria-labelledby="ingredients-title">
      <DialogTitle id="ingredients-title">{item?.name} — Ingredients</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item?.ingredients}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The food image viewer. */
export function ImageDialog({
  item,
  onClose,
}: {
  item: { name: string; image: string | null } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!item} onClose={onClose} aria-labelledby="image-title">
      <DialogTitle id="image-title">{item?.name}</DialogTitle>
      <DialogContent>
        {item?.image && (
          <Box
            component="img"
            src={imageUrl(item.image)}
            alt={item.name}
            sx={{ width: '100%', maxHeight: '60dvh', objectFit: 'contain', borderRadius: '12px' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
