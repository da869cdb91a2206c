import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/images (multipart field `image`): returns the stored filename. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api<{ filename: string }>('/api/images', { method: 'POST', form });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
