import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import { useEffect, useState } from 'react';
import { check, MENU_LIMITS, menuCategoryRequest, menuItemRequest, type MenuItem } from '@spruik/shared';
import { imageUrl } from '../../../lib/image-url';
import { maxLength } from '../../../lib/use-field';

/** Category add/edit: one field, 'Category name'. */
export function CategoryDialog({
  open,
  initial,
  busy,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string | null;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(initial ?? '');
      setError(null);
    }
  }, [open, initial]);
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const r = check(menuCategoryRequest, { name });
    if (!r.ok) return setError(r.message);
    onSave(r.value.name);
  };
  const title = initial === null ? 'Add a new category' : 'Edit category';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="category-title">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="category-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label="Category name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error}
            {...maxLength(MENU_LIMITS.categoryNameMax)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** 'Are you sure…?' before a delete. */
export function ConfirmDialog({
  text,
  busy,
  onClose,
  onConfirm,
}: {
  text: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={!!text} onClose={onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">Delete</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export type FoodForm = { name: string; price: string; ingredients: string; file: File | null };

const PRICE_TYPING = /^\d*(\.\d{0,2})?$/;

/** The food form: Food Name, Food Price (numeric, 2 decimals), Food Ingredients and an image pick. */
export function FoodDialog({
  open,
  item,
  busy,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: MenuItem | null;
  busy: boolean;
  onClose: () => void;
  onSave: (form: FoodForm) => void;
}) {
  const [form, setForm] = useState<FoodForm>({ name: '', price: '', ingredients: '', file: null });
  const [preview, setPreview] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setForm({
      name: item?.name ?? '',
      price: item ? item.price.toFixed(2) : '',
      ingredients: item?.ingredients ?? '',
      file: null,
    });
    setPreview(item?.image ? imageUrl(item.image) : '');
    setError(null);
  }, [open, item]);
  useEffect(() => {
    if (!form.file) return;
    const url = URL.createObjectURL(form.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [form.file]);

  const set = (patch: Partial<FoodForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const r = check(menuItemRequest, { name: form.name, price: form.price, ingredients: form.ingredients });
    if (!r.ok) return setError(r.message);
    onSave(form);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="food-title">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="food-title">{item ? 'Edit food' : 'Add food'}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Food Name"
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            {...maxLength(MENU_LIMITS.foodNameMax)}
          />
          <TextField
            label="Food Price"
            value={form.price}
            onChange={(e) => {
              const v = e.target.value.replace(',', '.');
              if (PRICE_TYPING.test(v)) set({ price: v });
            }}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            label="Food Ingredients"
            value={form.ingredients}
            multiline
            minRows={2}
            onChange={(e) => set({ ingredients: e.target.value })}
            {...maxLength(MENU_LIMITS.ingredientsMax)}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt="Food image"
                sx={{
                  width: 64,
                  height: 64,
                  objectFit: 'cover',
                  borderRadius: '12px',
                  border: '1px solid',
                  borderColor: 'divider',
                }}
              />
            ) : (
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: '12px',
                  bgcolor: 'background.default',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.secondary',
                }}
              >
                <AddPhotoAlternateRounded />
              </Box>
            )}
            <Button component="label" variant="outlined">
              {preview ? 'Change image' : 'Choose image'}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg"
                aria-label="Food image"
                onChange={(e) => set({ file: e.target.files?.[0] ?? null })}
              />
            </Button>
          </Box>
          {error && (
            <Typography color="error" variant="body2" role="alert">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
