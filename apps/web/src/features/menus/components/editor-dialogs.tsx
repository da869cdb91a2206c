import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  formatCents,
  MENU_LIMITS,
  menuCategoryRequest,
  menuItemRequest,
  type MenuItem,
} from '@spruik/shared';
import { z } from 'zod';
import { MoneyField } from '../../../components/ui/money-field';
import { firstError } from '../../../lib/form';
import { imageUrl } from '../../../lib/image-url';
import { moneyPlain } from '../../../lib/money';
import { fieldProps, inputProps, maxLength } from '../../../lib/use-field';

type CategoryProps = {
  open: boolean;
  initial: string | null;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
};

/** Category add/edit: one field, 'Category name'. */
export function CategoryDialog({ open, onClose, ...props }: CategoryProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="category-title">
      <CategoryForm onClose={onClose} {...props} />
    </Dialog>
  );
}

/** The dialog's content: it mounts on each opening, so the field starts from the category's name. */
function CategoryForm({ initial, busy, onClose, onSave }: Omit<CategoryProps, 'open'>) {
  const form = useForm({
    defaultValues: { name: initial ?? '' },
    // The values are the request as it is (the preprocess only types them for the form).
    resolver: zodResolver(z.preprocess((v: { name: string }) => v, menuCategoryRequest)),
  });
  const title = initial === null ? 'Add a new category' : 'Edit category';
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(({ name }) => onSave(name))}>
      <DialogTitle id="category-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label="Category name"
          {...fieldProps(form, 'name')}
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
  );
}

/** A food item as the dialog hands it over: checked, the price as "14.50", and the image picked (if any). */
export type FoodForm = { name: string; price: string; ingredients: string; file: File | null };

type FoodValues = { name: string; price: string; ingredients: string };

type FoodProps = {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: MenuItem | null;
  busy: boolean;
  onClose: () => void;
  onSave: (form: FoodForm) => void;
};

/** The food form: Food Name, Food Price (numeric, 2 decimals), Food Ingredients and an image pick. */
export function FoodDialog({ open, onClose, ...props }: FoodProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="food-title">
      <FoodFields onClose={onClose} {...props} />
    </Dialog>
  );
}

/** The dialog's content: it mounts on each opening, so the fields start from the item. */
function FoodFields({ item, busy, onClose, onSave }: Omit<FoodProps, 'open'>) {
  const [file, setFile] = useState<File | null>(null);
  const picked = usePickedImageUrl(file);
  const preview = picked ?? (item?.image ? imageUrl(item.image) : '');
  const form = useForm({
    defaultValues: {
      name: item?.name ?? '',
      price: item ? moneyPlain(item.price) : '',
      ingredients: item?.ingredients ?? '',
    },
    // The values are the request as it is (the preprocess only types them for the form).
    resolver: zodResolver(z.preprocess((v: FoodValues) => v, menuItemRequest)),
  });
  const save = form.handleSubmit((food) =>
    onSave({
      name: food.name,
      price: formatCents(food.priceCents),
      ingredients: food.ingredients ?? '',
      file,
    }),
  );
  // The first message, under the fields (the food dialog names one problem at a time).
  const error = firstError(form.formState.errors);
  return (
    <Box component="form" noValidate onSubmit={save}>
      <DialogTitle id="food-title">{item ? 'Edit food' : 'Add food'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField label="Food Name" {...inputProps(form, 'name')} {...maxLength(MENU_LIMITS.foodNameMax)} />
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <MoneyField
              label="Food Price"
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          label="Food Ingredients"
          multiline
          minRows={2}
          {...inputProps(form, 'ingredients')}
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
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                form.clearErrors();
              }}
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
  );
}

/** An object URL for a picked image while it is shown, released when it changes or the dialog closes. */
function usePickedImageUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
