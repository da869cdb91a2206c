import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Menu, MenuResponse } from '@spruik/shared';
import { api } from '../../../lib/api';

export const myMenuKey = ['menu', 'me'] as const;

/** GET /api/menus/me: the signed-in venue's own menu. */
export const useMyMenu = () =>
  useQuery({
    queryKey: myMenuKey,
    queryFn: ({ signal }) => api<MenuResponse>('/api/menus/me', { signal }).then((d) => d.menu),
  });

export type FoodBody = { name: string; price: string; ingredients: string; image?: string };

type Change =
  | { op: 'addCategory'; name: string }
  | { op: 'editCategory'; categoryId: string; name: string }
  | { op: 'deleteCategory'; categoryId: string }
  | { op: 'addItem'; categoryId: string; body: FoodBody }
  | { op: 'editItem'; categoryId: string; itemId: string; body: FoodBody }
  | { op: 'deleteItem'; categoryId: string; itemId: string };

const cat = (id: string) => `/api/menus/categories/${encodeURIComponent(id)}`;

function send(c: Change) {
  switch (c.op) {
    case 'addCategory':
      return api<MenuResponse>('/api/menus/categories', { method: 'POST', body: { name: c.name } });
    case 'editCategory':
      return api<MenuResponse>(cat(c.categoryId), { method: 'PUT', body: { name: c.name } });
    case 'deleteCategory':
      return api<MenuResponse>(cat(c.categoryId), { method: 'DELETE' });
    case 'addItem':
      return api<MenuResponse>(`${cat(c.categoryId)}/items`, { method: 'POST', body: c.body });
    case 'editItem':
      return api<MenuResponse>(`${cat(c.categoryId)}/items/${encodeURIComponent(c.itemId)}`, {
        method: 'PUT',
        body: c.body,
      });
    case 'deleteItem':
      return api<MenuResponse>(`${cat(c.categoryId)}/items/${encodeURIComponent(c.itemId)}`, {
        method: 'DELETE',
      });
  }
}

/** Every menu change answers with the whole menu and SPEC.md's success text; the cache takes the new menu. */
export function useMenuChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ menu }) => {
      if (menu) qc.setQueryData<Menu>(myMenuKey, menu);
    },
  });
}
