import { and, asc, between, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { ROLES, type BoundingBox } from '@spruik/shared';
import { preparedPer } from '../../db/prepared';
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

/** Inside the box, edges included; a box whose west is past its east spans the 180th meridian. */
const insideCond = (box: BoundingBox) =>
  and(
    between(users.latitude, box.south, box.north),
    box.west <= box.east
      ? between(users.longitude, box.west, box.east)
      : or(gte(users.longitude, box.west), lte(users.longitude, box.east)),
  );

const mappedVenuesQuery = (db: DbOrTx, box?: BoundingBox) =>
  db
    .select(venueColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.userId, users.id))
    .where(
      and(
        activeVenue,
        isNotNull(users.latitude),
        isNotNull(users.longitude),
        box ? insideCond(box) : undefined,
      ),
    )
    .orderBy(asc(organisations.name), asc(users.id));

/** The whole map (no box), the customers' every visit: built once per database handle. */
const allMappedVenues = preparedPer((db) => mappedVenuesQuery(db).prepare(''));

/** Active venues with map coordinates: the ones the customers' map shows (those in `box` when given). */
export const listMappedVenues = (db: DbOrTx, box?: BoundingBox) =>
  box ? mappedVenuesQuery(db, box) : allMappedVenues(db).execute();

/** Names and logos of the active venues among `ids` (a pocket at a disabled venue cannot be spent or opened). */
export const activeVenueNames = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, userName: users.name, orgName: organisations.name, logo: organisations.logo })
        .from(users)
        .leftJoin(organisations, eq(organisations.userId, users.id))
        .where(and(inArray(users.id, ids), activeVenue));

export const findActiveVenue = async (db: DbOrTx, id: string) =>
  (
    await db
      .select(venueColumns)
      .from(users)
      .leftJoin(organisations, eq(organisations.userId, users.id))
      .where(and(eq(users.id, id), activeVenue))
      .limit(1)
  )[0];
