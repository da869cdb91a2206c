import { and, asc, between, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { KEYSET_PAGE_SIZE, ROLES, type BoundingBox } from '@spruik/shared';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { preparedByShape, preparedPer } from '../../db/prepared';
import type { DbOrTx } from '../../db/client';
import { organisations, users } from '../../db/schema';

/** The columns a venue page needs: the venue user and its details (never the password hash). */
const venueColumns = {
  id: users.id,
  userName: users.name,
  membership: users.membership,
  latitude: users.latitude,
  longitude: users.longitude,
  instagramId: users.instagramId,
  tiktokId: users.tiktokId,
  youtubeId: users.youtubeId,
  orgName: organisations.name,
  logo: organisations.logo,
  address: organisations.address,
  websiteLink: organisations.websiteLink,
};

export type VenueRow = NonNullable<Awaited<ReturnType<typeof findActiveVenue>>>;

const activeVenue = and(eq(users.role, ROLES.venue), eq(users.isActive, true));

/**
 * Both coordinates set, as one expression on purpose: PostgreSQL multiplies two "is not null" estimates as if
 * unrelated (about 1% of venues instead of nearly all) and then sorts every venue for the list's first page
 * rather than walking users_role_created_idx in order.
 */
const mappedVenue = and(activeVenue, sql`(${users.latitude} + ${users.longitude}) is not null`);

/**
 * One page of the full list, oldest venue first after `after`: the order of users_role_created_idx (role,
 * created_at, id), so a page reads about a page of rows however many venues there are.
 */
const mappedVenuesPageQuery = (db: DbOrTx, after: Keyset | null, limit: number) =>
  db
    .select({ ...venueColumns, at: keysetAt(users.createdAt) })
    .from(users)
    .leftJoin(organisations, eq(organisations.userId, users.id))
    .where(and(mappedVenue, afterKeyset(users.createdAt, users.id, after, 'asc')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);

/** The first page, the usual call: built once per database handle. */
const firstMappedVenuesPage = preparedPer((db) =>
  mappedVenuesPageQuery(db, null, KEYSET_PAGE_SIZE + 1).prepare(''),
);

/** A page and one row more (keysetPage cuts it) of the active venues with map coordinates. */
export const mappedVenuesPage = (db: DbOrTx, after: Keyset | null) =>
  after ? mappedVenuesPageQuery(db, after, KEYSET_PAGE_SIZE + 1) : firstMappedVenuesPage(db).execute();

/** The values a pins query is sent with: the box, its centre and the longitude scale at the centre's latitude. */
type AreaValues = BoundingBox & { lat: number; lon: number; scale: number; limit: number };
const p = (name: keyof AreaValues) => sql.placeholder(name);

/**
 * Inside the box, edges included; a box whose west is past its east spans the 180th meridian (the other shape of
 * the statement).
 */
const insideCond = (across: boolean) =>
  and(
    between(users.latitude, p('south'), p('north')),
    across
      ? or(gte(users.longitude, p('west')), lte(users.longitude, p('east')))
      : between(users.longitude, p('west'), p('east')),
  );

/**
 * Squared distance from the box's centre in degrees, longitude scaled by the cosine of the centre's latitude
 * (flat-earth, plenty to rank venues within a map view). In a box across the 180th meridian the longitudes
 * east of it count from 180 on (+360), so the centre lies between the edges.
 */
function distanceFromCentre(across: boolean): SQL<number> {
  const x = across
    ? sql`(case when ${users.longitude} < ${p('west')}::float8 then ${users.longitude} + 360 else ${users.longitude} end)`
    : sql`${users.longitude}`;
  return sql<number>`((${x} - ${p('lon')}::float8) * ${p('scale')}::float8) ^ 2 + (${users.latitude} - ${p('lat')}::float8) ^ 2`;
}

/**
 * The map's pins: only what a pin shows (id, names, coordinates), with the number of such venues in the whole
 * box on each row (one statement: the area is read once either way). The box reads users_mapped_venue_lat_idx
 * (the venues in its latitude band, not every venue), and only the nearest `limit` are joined to their business
 * names. Built once per shape (across the 180th meridian or not); the box arrives as values.
 */
const pinsQuery = preparedByShape((db, shape: 'plain' | 'across') => {
  const nearest = db
    .select({
      id: users.id,
      userName: users.name,
      latitude: users.latitude,
      longitude: users.longitude,
      distance: distanceFromCentre(shape === 'across').as('distance'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(users)
    .where(and(mappedVenue, insideCond(shape === 'across')))
    .orderBy(sql`distance`, asc(users.id))
    .limit(p('limit'))
    .as('nearest');
  return db
    .select({
      id: nearest.id,
      userName: nearest.userName,
      orgName: organisations.name,
      latitude: nearest.latitude,
      longitude: nearest.longitude,
      total: nearest.total,
    })
    .from(nearest)
    .leftJoin(organisations, eq(organisations.userId, nearest.id))
    .orderBy(nearest.distance, asc(nearest.id))
    .prepare('');
});

/** The active venues with map coordinates inside `box`, nearest its centre first (then id), at most `limit`. */
export function nearestMappedPins(db: DbOrTx, box: BoundingBox, limit: number) {
  const across = box.west > box.east;
  const lat = (box.south + box.north) / 2;
  const lon = (box.west + box.east + (across ? 360 : 0)) / 2;
  const values: AreaValues = { ...box, lat, lon, scale: Math.cos((lat * Math.PI) / 180), limit };
  return pinsQuery(db, across ? 'across' : 'plain').execute(values);
}

/** Names and logos of the active venues among `ids` (a pocket at a disabled venue cannot be spent or opened). */
export const activeVenueNames = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, userName: users.name, orgName: organisations.name, logo: organisations.logo })
        .from(users)
        .leftJoin(organisations, eq(organisations.userId, users.id))
        .where(and(inArray(users.id, ids), activeVenue));

/** Built once (db/prepared.ts): every payment reads its venue, inside the payment's transaction. */
const activeVenueById = preparedPer((db) =>
  db
    .select(venueColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), activeVenue))
    .limit(1)
    .prepare(''),
);

export const findActiveVenue = async (db: DbOrTx, id: string) =>
  (await activeVenueById(db).execute({ id }))[0];
