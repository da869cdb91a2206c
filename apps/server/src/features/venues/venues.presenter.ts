import { mapLinkFor, type VenuePin, type VenueSummary } from '@spruik/shared';
import type { VenueRow, nearestMappedPins } from './venues.repository';

/** A venue's name is its business name, the account name as fallback. */
export const venueName = (v: { orgName: string | null; userName: string }) => v.orgName || v.userName;

/** A venue as GET /api/venues lists it. */
export function presentVenue(v: VenueRow): VenueSummary {
  const name = venueName(v);
  const hasPoint = v.latitude !== null && v.longitude !== null;
  return {
    _id: v.id,
    id: v.id,
    latitude: v.latitude,
    longitude: v.longitude,
    name,
    membership: v.membership ?? 1,
    mapLink: hasPoint ? mapLinkFor(v.latitude as number, v.longitude as number) : null,
    details: {
      name,
      logo: v.logo ?? null,
      instagramId: v.instagramId,
      tiktokId: v.tiktokId,
      youtubeId: v.youtubeId,
      websiteLink: v.websiteLink ?? null,
      address: v.address ?? null,
    },
  };
}

type PinRow = Awaited<ReturnType<typeof nearestMappedPins>>[number];

/** A venue as the map's pins call answers it (the query reads only mapped venues, so both coordinates are set). */
export const presentPin = (v: PinRow): VenuePin => ({
  _id: v.id,
  id: v.id,
  name: venueName(v),
  latitude: v.latitude as number,
  longitude: v.longitude as number,
});
