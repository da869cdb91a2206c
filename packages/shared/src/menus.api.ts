/** Menus: any signed-in user reads an active venue's menu; a venue edits only its own. */
import { ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';
import { menuCategoryRequest, menuItemRequest, menuResponse, VENUE_MSG } from './venues';

const tag = 'Menus';
const VENUE = [ROLES.venue] as const;
const categoryParams = idParams({ categoryId: VENUE_MSG.categoryNotFound });
const itemParams = idParams({ categoryId: VENUE_MSG.categoryNotFound, itemId: VENUE_MSG.itemNotFound });

export const menusApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/menus/me',
    summary: "The signed-in venue's own menu",
    tag,
    access: VENUE,
    data: menuResponse,
  }),
  ofVenue: defineRoute({
    method: 'GET',
    path: '/api/menus/:venueId',
    summary: "An active venue's menu, categories and items in order (prices in dollars)",
    tag,
    access: 'signed-in',
    params: idParams({ venueId: VENUE_MSG.venueNotFound }),
    data: menuResponse,
  }),
  addCategory: defineRoute({
    method: 'POST',
    path: '/api/menus/categories',
    summary: 'Add a category at the end of the menu (at most 50)',
    tag,
    access: VENUE,
    body: menuCategoryRequest,
    data: menuResponse,
  }),
  editCategory: defineRoute({
    method: 'PUT',
    path: '/api/menus/categories/:categoryId',
    summary: 'Rename one of your categories',
    tag,
    access: VENUE,
    params: categoryParams,
    body: menuCategoryRequest,
    data: menuResponse,
  }),
  deleteCategory: defineRoute({
    method: 'DELETE',
    path: '/api/menus/categories/:categoryId',
    summary: 'Delete one of your categories and its items',
    tag,
    access: VENUE,
    params: categoryParams,
    data: menuResponse,
  }),
  addItem: defineRoute({
    method: 'POST',
    path: '/api/menus/categories/:categoryId/items',
    summary: 'Add an item at the end of one of your categories (at most 200)',
    tag,
    access: VENUE,
    params: categoryParams,
    body: menuItemRequest,
    data: menuResponse,
  }),
  editItem: defineRoute({
    method: 'PUT',
    path: '/api/menus/categories/:categoryId/items/:itemId',
    summary: 'Edit one of your items (no new image keeps the current one; null removes it)',
    tag,
    access: VENUE,
    params: itemParams,
    body: menuItemRequest,
    data: menuResponse,
  }),
  deleteItem: defineRoute({
    method: 'DELETE',
    path: '/api/menus/categories/:categoryId/items/:itemId',
    summary: 'Delete one of your items',
    tag,
    access: VENUE,
    params: itemParams,
    data: menuResponse,
  }),
};
