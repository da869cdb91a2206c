import type { FastifyInstance } from 'fastify';
import { menusApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
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

/** Menu calls (docs/spec.md, Venues and menus). Only a venue edits, and only its own menu (the service checks ownership). */
export function menusRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, menusApi.mine, async ({ user }) => ({ data: await myMenu(db, user) }));

  route(app, menusApi.ofVenue, async ({ params }) => ({ data: await venueMenu(db, params.venueId) }));

  route(app, menusApi.addCategory, async ({ user, body }) => ({ data: await addCategory(db, user, body) }));

  route(app, menusApi.editCategory, async ({ user, params, body }) => ({
    data: await editCategory(db, user, params.categoryId, body),
  }));

  route(app, menusApi.deleteCategory, async ({ user, params }) => ({
    data: await removeCategory(db, user, params.categoryId),
  }));

  route(app, menusApi.addItem, async ({ user, params, body }) => ({
    data: await addItem(db, user, params.categoryId, body),
  }));

  route(app, menusApi.editItem, async ({ user, params, body }) => ({
    data: await editItem(db, user, params.categoryId, params.itemId, body),
  }));

  route(app, menusApi.deleteItem, async ({ user, params }) => ({
    data: await removeItem(db, user, params.categoryId, params.itemId),
  }));
}
