import { api } from '../../../lib/api';

/**
 * POST /api/images for a food picture, silently: the food dialog decides what an upload failure means
 * (SPEC.md section 4: on add it still adds the item; on edit 'empty' still saves, anything else is shown).
 */
export function uploadFoodImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api<{ filename: string }>('/api/images', { method: 'POST', form, silent: true });
}
