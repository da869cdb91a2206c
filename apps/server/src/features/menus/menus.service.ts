import {
  ERROR_CODE,
  MENU_LIMITS,
  VENUE_MSG,
  type MenuCategoryRequest,
  type MenuItemRequest,
  type MenuResponse,
} from '@spruik/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { lockUser } from '../../db/tables/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isStoredImageName } from '../images';
import { requireActiveVenue } from '../venues';
import * as repo from './menus.repository';
import { presentMenu } from './menus.presenter';
import { withTransaction } from '../../db/transaction';

async function loadMenu(db: DbOrTx, venueId: string) {
  const [categories, items] = await Promise.all([
    repo.listCategories(db, venueId),
    repo.listItemsOfVenue(db, venueId),
  ]);
  return presentMenu(
    venueId,
    categories,
    items.map((r) => r.item),
  );
}

/** GET /api/menus/{venueId}: any signed-in user may read an active venue's menu. */
export async function venueMenu(db: Db, venueId: string): Promise<MenuResponse> {
  const venue = await requireActiveVenue(db, venueId);
  return { menu: await loadMenu(db, venue.id) };
}

/** GET /api/menus/me. */
export const myMenu = async (db: Db, me: AuthUser): Promise<MenuResponse> => ({
  menu: await loadMenu(db, me.id),
});

/**
 * Runs one change to the caller's own menu in a transaction that locks the venue, then answers with the whole
 * menu and the success text of docs/spec.md, Venues and menus.
 */
async function change(
  db: Db,
  me: AuthUser,
  message: string,
  work: (tx: Tx) => Promise<void>,
): Promise<MenuResponse> {
  await withTransaction(db, async (tx) => {
    // Serialises one venue's menu changes: positions and limits stay exact under double clicks.
    await lockUser(tx, me.id);
    await work(tx);
  });
  return { menu: await loadMenu(db, me.id), message };
}

/**
 * Another venue's category (or a made-up id) is simply not found: ids of other menus are not confirmed. Ids come
 * through the route's params schema, so they are UUIDs here.
 */
async function ownCategory(db: DbOrTx, me: AuthUser, categoryId: string) {
  const category = await repo.findCategory(db, me.id, categoryId);
  if (!category) throw notFound(VENUE_MSG.categoryNotFound);
  return category;
}

async function ownItem(db: DbOrTx, me: AuthUser, categoryId: string, itemId: string) {
  const category = await ownCategory(db, me, categoryId);
  const item = await repo.findItem(db, category.id, itemId);
  if (!item) throw notFound(VENUE_MSG.itemNotFound);
  return item;
}

/** Images must be names our upload endpoint generated, so a menu never points at someone else's URL. */
function checkImage(image: string | null | undefined) {
  if (image && !isStoredImageName(image)) throw badRequest(VENUE_MSG.imageInvalid, ERROR_CODE.VALIDATION);
}

export const addCategory = (db: Db, me: AuthUser, input: MenuCategoryRequest) =>
  change(db, me, VENUE_MSG.menuUpdated, async (tx) => {
    if ((await repo.countCategories(tx, me.id)) >= MENU_LIMITS.maxCategories)
      throw conflict(VENUE_MSG.tooManyCategories, ERROR_CODE.MENU_LIMIT);
    await repo.insertCategory(tx, me.id, input.name);
  });

export const editCategory = (db: Db, me: AuthUser, categoryId: string, input: MenuCategoryRequest) =>
  change(db, me, VENUE_MSG.itemEdited, async (tx) => {
    const category = await ownCategory(tx, me, categoryId);
    await repo.renameCategory(tx, category.id, input.name);
  });

export const removeCategory = (db: Db, me: AuthUser, categoryId: string) =>
  change(db, me, VENUE_MSG.categoryDeleted, async (tx) => {
    const category = await ownCategory(tx, me, categoryId);
    await repo.deleteCategory(tx, category.id);
  });

export const addItem = (db: Db, me: AuthUser, categoryId: string, input: MenuItemRequest) =>
  change(db, me, VENUE_MSG.menuUpdated, async (tx) => {
    const category = await ownCategory(tx, me, categoryId);
    checkImage(input.image);
    if ((await repo.countItems(tx, category.id)) >= MENU_LIMITS.maxItemsPerCategory)
      throw conflict(VENUE_MSG.tooManyItems, ERROR_CODE.MENU_LIMIT);
    await repo.insertItem(tx, category.id, input);
  });

/** An edit without a new image keeps the current one (docs/spec.md, Venues and menus: an 'empty' upload still saves); null removes it. */
export const editItem = (db: Db, me: AuthUser, categoryId: string, itemId: string, input: MenuItemRequest) =>
  change(db, me, VENUE_MSG.itemEdited, async (tx) => {
    const item = await ownItem(tx, me, categoryId, itemId);
    checkImage(input.image);
    const { image, ...rest } = input;
    await repo.updateItem(tx, item.id, image === undefined ? rest : { ...rest, image });
  });

export const removeItem = (db: Db, me: AuthUser, categoryId: string, itemId: string) =>
  change(db, me, VENUE_MSG.itemDeleted, async (tx) => {
    const item = await ownItem(tx, me, categoryId, itemId);
    await repo.deleteItem(tx, item.id);
  });
