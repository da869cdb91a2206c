import type { FastifyInstance } from 'fastify';
import { menuCategoryRequest, menuItemRequest, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import {
  addCategory,
  addItem,
  editCategory,
  editItem,
  myMenu,
  removeCategory,
  removeItem,
  venueMenu,
} from './menus.service';

type CategoryParams = { categoryId: string };
type ItemParams = { categoryId: string; itemId: string };
const VENUE = [ROLES.venue];

/** SPEC.md section 7 menus. Only a venue edits, and only its own menu (the service checks ownership). */
export function menusRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/menus/me', async (req) => ({ data: await myMenu(db, await req.requireUser(VENUE)) }));

  app.get<{ Params: { venueId: string } }>('/api/menus/:venueId', async (req) => {
    await req.requireUser();
    return { data: await venueMenu(db, req.params.venueId) };
  });

  app.post('/api/menus/categories', async (req) => {
    const me = await req.requireUser(VENUE);
    return { data: await addCategory(db, me, parse(menuCategoryRequest, req.body)) };
  });

  app.put<{ Params: CategoryParams }>('/api/menus/categories/:categoryId', async (req) => {
    const me = await req.requireUser(VENUE);
    return { data: await editCategory(db, me, req.params.categoryId, parse(menuCategoryRequest, req.body)) };
  });

  app.delete<{ Params: CategoryParams }>('/api/menus/categories/:categoryId', async (req) => {
    const me = await req.requireUser(VENUE);
    return { data: await removeCategory(db, me, req.params.categoryId) };
  });

  app.post<{ Params: CategoryParams }>('/api/menus/categories/:categoryId/items', async (req) => {
    const me = await req.requireUser(VENUE);
    return { data: await addItem(db, me, req.params.categoryId, parse(menuItemRequest, req.body)) };
  });

  app.put<{ Params: ItemParams }>('/api/menus/categories/:categoryId/items/:itemId', async (req) => {
    const me = await req.requireUser(VENUE);
    const { categoryId, itemId } = req.params;
    return { data: await editItem(db, me, categoryId, itemId, parse(menuItemRequest, req.body)) };
  });

  app.delete<{ Params: ItemParams }>('/api/menus/categories/:categoryId/items/:itemId', async (req) => {
    const me = await req.requireUser(VENUE);
    const { categoryId, itemId } = req.params;
    return { data: await removeItem(db, me, categoryId, itemId) };
  });
}
