/**
 * Venues, menus and venue activation: request schemas (with the texts of docs/spec.md, Venues and menus) and response schemas.
 * Prices arrive as dollars (number or typed text) and leave these schemas as integer cents.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { parseMoneyText } from './money';
import { cursorParam, dollars, keysetLimit, objectId } from './http/wire';
import { text, textProblem, COMMON_MSG } from './validation';

export const VENUE_MSG = {
  venueNotFound: COMMON_MSG.venueNotFound,
  categoryNotFound: 'Category not found.',
  itemNotFound: 'Item not found.',
  userNotFound: COMMON_MSG.userNotFound,
  categoryNameRequired: 'Please enter a category name.',
  categoryNameLong: 'Category name must contain less than 60 characters.',
  foodRequired: 'Name and price are required.',
  foodNameLong: 'Name must contain less than 100 characters.',
  ingredientsLong: 'Ingredients must contain less than 500 characters.',
  priceFormat: 'Please enter a price using digits and a dot only, with at most 2 decimals.',
  priceNegative: 'Price cannot be negative.',
  priceTooLarge: 'The price is too large.',
  imageInvalid: 'The image is not valid. Please upload it again.',
  tooManyCategories: 'A menu can have at most 50 categories.',
  tooManyItems: 'A category can have at most 200 items.',
  menuUpdated: 'Menu updated.',
  itemEdited: 'Item edited successfully.',
  categoryDeleted: 'Delete successfully',
  itemDeleted: 'Item deleted successfully.',
  // Operator (admin) side.
  roleFilterInvalid: 'The role filter is not valid.',
  statusFilterInvalid: COMMON_MSG.statusFilterInvalid,
  pageInvalid: COMMON_MSG.pageInvalid,
  searchLong: COMMON_MSG.searchLong,
  nothingToUpdate: 'Nothing to update.',
  isActiveInvalid: 'Active must be true or false.',
  membershipInvalid: 'Membership must be 1 (Bronze), 2 (Silver) or 3 (Gold).',
  latitudeInvalid: 'Latitude must be a number between -90 and 90.',
  longitudeInvalid: 'Longitude must be a number between -180 and 180.',
  coordinatesPair: 'Please enter both latitude and longitude.',
  coordinatesRequired: 'A venue needs map coordinates before it can go live.',
  venueOnlyFields: 'Only venues have a membership and map coordinates.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  userUpdated: 'User updated.',
  // The customers' map asks for the venues in view.
  bboxInvalid:
    'The map area must be bbox=west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90, south below north).',
} as const;

export const MENU_LIMITS = {
  categoryNameMax: 60,
  foodNameMax: 100,
  ingredientsMax: 500,
  maxCategories: 50,
  maxItemsPerCategory: 200,
  /** $99,999.99: far above any menu price, far inside a safe integer. */
  maxPriceCents: 9_999_999,
} as const;

/** Google Maps search link for a point (the venue page's Direction tile opens it). */
export const mapLinkFor = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** POST and PUT /api/menus/categories[/{categoryId}]. */
export const menuCategoryRequest = z
  .object({ name: text({ max: MENU_LIMITS.categoryNameMax, tooLong: VENUE_MSG.categoryNameLong }) })
  .superRefine((v, ctx) => {
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: VENUE_MSG.categoryNameRequired });
  });
export type MenuCategoryRequest = z.infer<typeof menuCategoryRequest>;

/** A price as a JSON number or typed text ("12", "12.5", "12.50") to cents; '' and null count as missing. */
function priceToCents(v: unknown): { cents: number } | { message: string } {
  const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (raw === '') return { message: VENUE_MSG.foodRequired };
  if (/^-/.test(raw) && Number.isFinite(Number(raw))) return { message: VENUE_MSG.priceNegative };
  const cents = parseMoneyText(raw);
  if (cents === null) return { message: VENUE_MSG.priceFormat };
  if (cents > MENU_LIMITS.maxPriceCents) return { message: VENUE_MSG.priceTooLarge };
  return { cents };
}

/**
 * POST and PUT .../items[/{itemId}]: name and price required, price >= 0 with at most 2 decimals.
 * image: a filename from POST /api/images. Omitted or '' means "no new image" (an edit keeps the current one,
 * as the food dialog saves even when the upload says 'empty'); null removes it.
 */
export const menuItemRequest = z
  .object({
    name: text({ max: MENU_LIMITS.foodNameMax, tooLong: VENUE_MSG.foodNameLong }),
    price: z.unknown().optional(),
    ingredients: text({
      max: MENU_LIMITS.ingredientsMax,
      tooLong: VENUE_MSG.ingredientsLong,
      multiline: true,
    }),
    image: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!v.name) return fail('name', VENUE_MSG.foodRequired);
    const price = priceToCents(v.price);
    if ('message' in price) return fail('price', price.message);
    const img = v.image;
    if (img !== undefined && img !== null && typeof img !== 'string')
      return fail('image', VENUE_MSG.imageInvalid);
    if (typeof img === 'string' && textProblem(img.trim(), { max: TEXT_LIMITS.imageName }))
      return fail('image', VENUE_MSG.imageInvalid);
    const image = typeof img === 'string' ? img.trim() || undefined : (img as null | undefined);
    return { name: v.name, priceCents: price.cents, ingredients: v.ingredients || null, image };
  });
export type MenuItemRequest = z.infer<typeof menuItemRequest>;

/** A short query value picked from a few choices (a filter, a page number): anything longer is that field's error. */
const choice = (tooLong: string) => text({ max: TEXT_LIMITS.choice, tooLong });

/** GET /api/admin/users?role=1&status=pending|active|unverified&q=&cursor=&limit= */
export const adminUsersQuery = z
  .object({
    role: choice(VENUE_MSG.roleFilterInvalid),
    status: choice(VENUE_MSG.statusFilterInvalid),
    q: text({ max: TEXT_LIMITS.search, tooLong: VENUE_MSG.searchLong }),
    cursor: cursorParam,
    limit: choice(VENUE_MSG.pageInvalid),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!['', '1', '2', '3', '4'].includes(v.role)) return fail('role', VENUE_MSG.roleFilterInvalid);
    // 'unverified': the creator verification queue, customers with an account waiting for review.
    // 'pending': venue sign-ups awaiting activation; 'suspended': accounts switched off after being live.
    if (!['', 'pending', 'active', 'suspended', 'unverified'].includes(v.status))
      return fail('status', VENUE_MSG.statusFilterInvalid);
    const limit = keysetLimit(v.limit, 20, 100);
    if (limit === null) return fail('limit', VENUE_MSG.pageInvalid);
    return {
      role: v.role ? Number(v.role) : undefined,
      status: (v.status || undefined) as 'pending' | 'active' | 'suspended' | 'unverified' | undefined,
      q: v.q || undefined,
      cursor: v.cursor,
      limit,
    };
  });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/* PUT /api/admin/users/{id} (adminUserUpdateRequest) lives in admin.ts with the other operator contracts. */

/** A menu item as every menu call answers it; price in dollars. */
export const menuItemSchema = z
  .object({
    _id: objectId,
    id: objectId,
    name: z.string(),
    price: dollars,
    ingredients: z.string().nullable(),
    image: z.string().nullable().describe('A filename from POST /api/images'),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuCategorySchema = z
  .object({ _id: objectId, id: objectId, name: z.string(), items: z.array(menuItemSchema) })
  .meta({ id: 'MenuCategory' });
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** data.menu of every menu call: the whole menu, ordered by position then creation. */
export const menuSchema = z
  .object({ venueId: objectId, categories: z.array(menuCategorySchema) })
  .meta({ id: 'Menu' });
export type Menu = z.infer<typeof menuSchema>;

/** data of every menu call; a change also carries its success text. */
export const menuResponse = z.object({ menu: menuSchema, message: z.string().optional() });
export type MenuResponse = z.infer<typeof menuResponse>;

export const venueDetailsSchema = z
  .object({
    name: z.string(),
    logo: z.string().nullable(),
    instagramId: z.string().nullable(),
    tiktokId: z.string().nullable(),
    youtubeId: z.string().nullable(),
    websiteLink: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'VenueDetails' });
export type VenueDetails = z.infer<typeof venueDetailsSchema>;

/** One entry of GET /api/venues (always with coordinates there). membership: 1 Bronze, 2 Silver, 3 Gold. */
export const venueSummarySchema = z
  .object({
    _id: objectId,
    id: objectId,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    name: z.string(),
    membership: z.number(),
    mapLink: z.string().nullable(),
    details: venueDetailsSchema,
  })
  .meta({ id: 'VenueSummary' });
export type VenueSummary = z.infer<typeof venueSummarySchema>;

/** data.venue of GET /api/venues/{id}: pocket is the caller's pocket balance at this venue, in dollars. */
export const venueSchema = venueSummarySchema.extend({ pocket: dollars }).meta({ id: 'Venue' });
export type Venue = z.infer<typeof venueSchema>;

/** data.user of GET /api/payments/{venueId}/credit: the caller's wallet and pocket at the venue (dollars). */
export const venueCreditSchema = z
  .object({ _id: objectId, id: objectId, wallet: dollars, pocket: dollars })
  .meta({ id: 'VenueCredit' });
export type VenueCredit = z.infer<typeof venueCreditSchema>;

/**
 * One entry of GET /api/pockets (My Rewards): the customer's pocket money at one active venue, in
 * dollars, always above zero.
 */
export const pocketItemSchema = z
  .object({
    venue: objectId,
    venueName: z.string(),
    logo: z.string().nullable(),
    pocket: dollars,
  })
  .meta({ id: 'PocketItem' });
export type PocketItem = z.infer<typeof pocketItemSchema>;

/* AdminUserItem and AdminUsersResponse (GET /api/admin/users) live in admin.ts. */

/** The map area a venues request names: longitudes west and east, latitudes south and north, in degrees. */
export type BoundingBox = { west: number; south: number; east: number; north: number };

/**
 * The map's area call answers at most this many venues, the ones nearest the area's centre, with the number of
 * venues in the area beside them: a crowded area (a city at a country-wide zoom) never sends them all.
 */
export const MAP_AREA_MAX_VENUES = 100;

/**
 * `?bbox=west,south,east,north`, required: anything else (absent, empty, not four numbers, out of range, south
 * above north, a repeated parameter) fails with VENUE_MSG.bboxInvalid.
 */
const bboxParam = z
  .string({ error: VENUE_MSG.bboxInvalid })
  .transform((raw, ctx): BoundingBox => {
    const parts = raw.length <= 100 ? raw.split(',') : [];
    const [west, south, east, north] = parts.map((p) => (/^\s*-?\d+(\.\d+)?\s*$/.test(p) ? Number(p) : NaN));
    const lon = (x: number) => Number.isFinite(x) && x >= -180 && x <= 180;
    const lat = (x: number) => Number.isFinite(x) && x >= -90 && x <= 90;
    if (parts.length !== 4 || !lon(west) || !lon(east) || !lat(south) || !lat(north) || south > north) {
      ctx.addIssue({ code: 'custom', message: VENUE_MSG.bboxInvalid });
      return z.NEVER;
    }
    return { west, south, east, north };
  })
  .describe(
    'The map area: west,south,east,north in degrees, edges included; west greater than east is an area across the 180th meridian.',
  );

/**
 * GET /api/venues/pins?bbox=west,south,east,north: the venues inside, nearest the centre first, at most
 * MAP_AREA_MAX_VENUES, and how many the area holds.
 */
export const venuePinsQuery = z.object({ bbox: bboxParam });
export type VenuePinsQuery = z.infer<typeof venuePinsQuery>;

/**
 * One venue on the customers' map: what a pin and its chip show (the rest is read when the venue is opened), so
 * a crowded area's answer stays small (about 170 bytes a pin against 440 for a VenueSummary).
 */
export const venuePinSchema = z
  .object({ _id: objectId, id: objectId, name: z.string(), latitude: z.number(), longitude: z.number() })
  .meta({ id: 'VenuePin' });
export type VenuePin = z.infer<typeof venuePinSchema>;

/** GET /api/venues: the full list of every mapped venue, a page at a time (?cursor=). */
export const venuesQuery = z.object({ cursor: cursorParam });
export type VenuesQuery = z.infer<typeof venuesQuery>;
