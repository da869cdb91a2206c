import {
  KEYSET_PAGE_SIZE,
  MAP_AREA_MAX_VENUES,
  VENUE_MSG,
  type PocketItem,
  type Venue,
  type VenueCredit,
  type VenuePin,
  type VenuePinsQuery,
  type VenueSummary,
  type VenuesQuery,
} from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { keysetPage, readCursor } from '../../db/keyset';
import { accountKeys, balanceOf, balancesOf, pocketsOf } from '../../ledger';
import { notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import { presentPin, presentVenue, venueName } from './venues.presenter';
import { activeVenueNames, findActiveVenue, mappedVenuesPage, nearestMappedPins } from './venues.repository';

/**
 * GET /api/venues: the full list of the active venues with coordinates (only those can be shown on a map), a
 * page at a time, oldest first.
 */
export async function listVenues(
  db: DbOrTx,
  query: VenuesQuery,
): Promise<{ venues: VenueSummary[]; nextCursor: string | null }> {
  const rows = await mappedVenuesPage(db, readCursor(query.cursor));
  const { page, nextCursor } = keysetPage(rows, KEYSET_PAGE_SIZE, (r) => ({ at: r.at, id: r.id }));
  return { venues: page.map(presentVenue), nextCursor };
}

/**
 * GET /api/venues/pins: the map's area, the venues nearest its centre (at most MAP_AREA_MAX_VENUES) and how many
 * it holds (docs/business-rules.md "Venues by map area").
 */
export async function venuePins(
  db: DbOrTx,
  query: VenuePinsQuery,
): Promise<{ pins: VenuePin[]; total: number }> {
  const rows = await nearestMappedPins(db, query.bbox, MAP_AREA_MAX_VENUES);
  return { pins: rows.map(presentPin), total: rows[0]?.total ?? 0 };
}

/**
 * An active venue or 404 (unknown, pending or disabled all look the same to callers). The id comes through a
 * schema: a path id that is not a UUID never gets here, and a body id that is not one arrives as null.
 */
export async function requireActiveVenue(db: DbOrTx, id: string | null) {
  const venue = id ? await findActiveVenue(db, id) : undefined;
  if (!venue) throw notFound(VENUE_MSG.venueNotFound);
  return venue;
}

/** GET /api/venues/{id}: the venue plus the caller's pocket there (read-only; the ledger owns balances). */
export async function getVenue(db: DbOrTx, me: AuthUser, id: string): Promise<Venue> {
  const venue = await requireActiveVenue(db, id);
  const key = accountKeys.pocket(me.id, venue.id);
  return { ...presentVenue(venue), pocket: toDollars(await balanceOf(db, key)) };
}

/** GET /api/payments/{venueId}/credit: what the customer can spend at this venue. */
export async function venueCredit(db: DbOrTx, me: AuthUser, venueId: string): Promise<VenueCredit> {
  const venue = await requireActiveVenue(db, venueId);
  const wallet = accountKeys.wallet(me.id);
  const pocket = accountKeys.pocket(me.id, venue.id);
  const balances = await balancesOf(db, [wallet, pocket]);
  return {
    _id: me.id,
    id: me.id,
    wallet: toDollars(balances.get(wallet)),
    pocket: toDollars(balances.get(pocket)),
  };
}

/**
 * GET /api/pockets: the customer's pocket money at each active venue where it is above zero, largest first
 * (My Rewards links each to its venue page, so a disabled venue's pocket is left out).
 */
export async function listPockets(db: DbOrTx, me: AuthUser): Promise<PocketItem[]> {
  const pockets = await pocketsOf(db, me.id);
  const venues = new Map(
    (
      await activeVenueNames(
        db,
        pockets.map((p) => p.venueId),
      )
    ).map((v) => [v.id, v]),
  );
  return pockets.flatMap((p) => {
    const v = venues.get(p.venueId);
    return v ? [{ venue: v.id, venueName: venueName(v), logo: v.logo, pocket: toDollars(p.cents) }] : [];
  });
}
