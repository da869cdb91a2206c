import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Menu } from '@spruik/shared';
import { menusApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

export const myMenuKey = ['menu', 'me'] as const;

/** GET /api/menus/me: the signed-in venue's own menu. */
export const useMyMenu = () =>
  useQuery({
    queryKey: myMenuKey,
    queryFn: ({ signal }) => call(menusApi.mine, {}, { signal }).then((d) => d.menu),
  });

export type FoodBody = { name: string; price: string; ingredients: string; image?: string };

type Change =
  | { op: 'addCategory'; name: string }
  | { op: 'editCategory'; categoryId: string; name: string }
  | { op: 'deleteCategory'; categoryId: string }
  | { op: 'addItem'; categoryId: string; body: FoodBody }
  | { op: 'editItem'; categoryId: string; itemId: string; body: FoodBody }
  | { op: 'deleteItem'; categoryId: string; itemId: string };

function send(c: Change) {
  switch (c.op) {
    case 'addCategory':
      return call(menusApi.addCategory, { body: { name: c.name } });
    case 'editCategory':
      return call(menusApi.editCategory, { params: { categoryId: c.categoryId }, body: { name: c.name } });
    case 'deleteCategory':
      return call(menusApi.deleteCategory, { params: { categoryId: c.categoryId } });
    case 'addItem':
      return call(menusApi.addItem, { params: { categoryId: c.categoryId }, body: c.body });
    case 'editItem':
      return call(menusApi.editItem, {
        params: { categoryId: c.categoryId, itemId: c.itemId },
        body: c.body,
      });
    case 'deleteItem':
      return call(menusApi.deleteItem, { params: { categoryId: c.categoryId, itemId: c.itemId } });
  }
}

/** Every menu change answers with the whole menu and the success text of docs/spec.md, Venues and menus; the cache takes the new menu. */
export function useMenuChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ menu }) => {
      if (menu) qc.setQueryData<Menu>(myMenuKey, menu);
    },
  });
}
