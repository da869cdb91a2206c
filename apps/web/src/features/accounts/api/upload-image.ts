import { useMutation } from '@tanstack/react-query';
import { type DataOf } from '@spruik/shared';
import { imagesApi } from '@spruik/shared/api';
import { api } from '../../../lib/api';

/**
 * POST /api/images (multipart field `image`): returns the stored filename. A multipart body, so it goes through
 * `api` with the contract's path and answer type rather than `call`.
 */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  const { path, method } = imagesApi.upload;
  return api<DataOf<typeof imagesApi.upload>>(path, { method, form });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
