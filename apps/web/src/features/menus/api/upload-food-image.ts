import { type DataOf } from '@spruik/shared';
import { imagesApi } from '@spruik/shared/api';
import { api } from '../../../lib/api';

/**
 * POST /api/images for a food picture, silently: the food dialog decides what an upload failure means
 * (docs/spec.md, Venues and menus: on add it still adds the item; on edit 'empty' still saves, anything else is shown).
 * A multipart body, so it goes through `api` with the contract's path and answer type rather than `call`.
 */
export function uploadFoodImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  const { path, method } = imagesApi.upload;
  return api<DataOf<typeof imagesApi.upload>>(path, { method, form, silent: true });
}
