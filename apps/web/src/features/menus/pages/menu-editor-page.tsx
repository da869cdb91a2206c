import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { useState } from 'react';
import { ERROR_CODE, type MenuCategory, type MenuItem } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { money } from '../../../lib/money';
import { useMenuChange, useMyMenu, type FoodBody } from '../api/menu';
import { uploadFoodImage } from '../api/upload-food-image';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CategoryDialog, FoodDialog, type FoodForm } from '../components/editor-dialogs';
import { ImageDialog, IngredientsDialog } from '../components/menu-dialogs';
import { CATEGORY_HEADER_SX, MenuCategoryCard } from '../components/menu-category-card';
import { MenuItemInfoButtons } from '../components/menu-item-buttons';

type Deleting =
  { kind: 'category'; category: MenuCategory } | { kind: 'item'; category: MenuCategory; item: MenuItem };

/** /menu: the venue's menu editor (docs/spec.md, Venues and menus, with its food image rules). */
export function MenuEditorPage() {
  const menu = useMyMenu();
  const change = useMenuChange();
  const notify = useNotify();
  const [categoryDialog, setCategoryDialog] = useState<{ category: MenuCategory | null } | null>(null);
  const [food, setFood] = useState<{ category: MenuCategory; item: MenuItem | null } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [ingredients, setIngredients] = useState<MenuItem | null>(null);
  const [image, setImage] = useState<MenuItem | null>(null);
  const [uploading, setUploading] = useState(false);

  const run = (c: Parameters<typeof change.mutate>[0], done: () => void) =>
    change.mutate(c, {
      onSuccess: (res) => {
        if (res.message) notify(res.message);
        done();
      },
    });

  const saveCategory = (name: string) => {
    const category = categoryDialog?.category;
    run(category ? { op: 'editCategory', categoryId: category.id, name } : { op: 'addCategory', name }, () =>
      setCategoryDialog(null),
    );
  };

  /** Image first, then the item with the returned filename (docs/spec.md, Venues and menus). */
  const saveFood = async (form: FoodForm) => {
    if (!food) return;
    const body: FoodBody = { name: form.name, price: form.price, ingredients: form.ingredients };
    if (form.file) {
      setUploading(true);
      try {
        body.image = (await uploadFoodImage(form.file)).filename;
      } catch (e) {
        // On add an upload failure still adds the item; on edit only 'empty' (no new image) still saves.
        const empty = isApiError(e) && e.code === ERROR_CODE.EMPTY;
        if (food.item && !empty) {
          notify(isApiError(e) ? e.message : 'The image could not be uploaded.', 'error');
          return;
        }
      } finally {
        setUploading(false);
      }
    }
    const { category, item } = food;
    run(
      item
        ? { op: 'editItem', categoryId: category.id, itemId: item.id, body }
        : { op: 'addItem', categoryId: category.id, body },
      () => setFood(null),
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    run(
      deleting.kind === 'category'
        ? { op: 'deleteCategory', categoryId: deleting.category.id }
        : { op: 'deleteItem', categoryId: deleting.category.id, itemId: deleting.item.id },
      () => setDeleting(null),
    );
  };

  const categories = menu.data?.categories ?? [];
  return (
    <Page title="Menu" subtitle="Customers see this menu on your venue page.">
      <Button
        variant="contained"
        size="large"
        startIcon={<AddCircleOutlineRounded />}
        onClick={() => setCategoryDialog({ category: null })}
      >
        Add a new category
      </Button>
      {menu.isError && <LoadError onRetry={() => void menu.refetch()} />}
      {menu.isPending && <Skeleton variant="rounded" height={200} />}
      {menu.isSuccess && categories.length === 0 && (
        <Typography color="text.secondary">
          Your menu is empty. Start with a category such as Drinks.
        </Typography>
      )}
      {categories.map((category) => (
        <MenuCategoryCard
          key={category.id}
          aria-label={category.name}
          data-testid="menu-category"
          category={category}
          header={
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                // Space between the 44 px icon buttons, so edit and delete are never one slip apart.
                gap: 1,
                pl: 2,
                pr: 0.5,
                py: 0.5,
                ...CATEGORY_HEADER_SX,
              }}
            >
              {/*
                Whole names, wrapped (a long word breaks anywhere): owners must read their own menu. Under 140 px
                for the name (a 320 px phone) the buttons move to their own line rather than squeeze it.
              */}
              <Typography
                variant="h6"
                component="h2"
                sx={{ flex: '1 1 140px', minWidth: 0, overflowWrap: 'anywhere' }}
                data-testid="menu-category-name"
              >
                {category.name}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
                <IconButton
                  aria-label={`Edit category ${category.name}`}
                  onClick={() => setCategoryDialog({ category })}
                >
                  <EditRounded fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Add item to ${category.name}`}
                  color="primary"
                  onClick={() => setFood({ category, item: null })}
                >
                  <AddRounded />
                </IconButton>
                <IconButton
                  aria-label={`Delete category ${category.name}`}
                  color="error"
                  onClick={() => setDeleting({ kind: 'category', category })}
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          }
          emptyText="No items yet. Tap + to add one."
          rowSx={{ gap: 1, pl: 2, pr: 0.5, py: 0.5 }}
        >
          {(item) => (
            <>
              {/* The name wraps with its price under it, so the buttons leave it the most room. */}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="menu-item-name">
                  {item.name}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 800 }}>
                  {money(item.price)}
                </Typography>
              </Box>
              <MenuItemInfoButtons item={item} onIngredients={setIngredients} onImage={setImage} />
              <IconButton
                size="small"
                aria-label={`Edit ${item.name}`}
                onClick={() => setFood({ category, item })}
              >
                <EditRounded fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                color="error"
                aria-label={`Delete ${item.name}`}
                onClick={() => setDeleting({ kind: 'item', category, item })}
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </>
          )}
        </MenuCategoryCard>
      ))}

      <CategoryDialog
        open={!!categoryDialog}
        initial={categoryDialog?.category ? categoryDialog.category.name : null}
        busy={change.isPending}
        onClose={() => setCategoryDialog(null)}
        onSave={saveCategory}
      />
      <FoodDialog
        open={!!food}
        item={food?.item ?? null}
        busy={change.isPending || uploading}
        onClose={() => setFood(null)}
        onSave={(f) => void saveFood(f)}
      />
      <ConfirmDialog
        open={!!deleting}
        title="Delete"
        confirmLabel="Delete"
        color="error"
        busy={change.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting?.kind === 'category'
          ? 'Are you sure you want to delete this category?'
          : 'Are you sure you want to delete this item?'}
      </ConfirmDialog>
      <IngredientsDialog item={ingredients} onClose={() => setIngredients(null)} />
      <ImageDialog item={image} onClose={() => setImage(null)} />
    </Page>
  );
}
