import { mapLinkFor, type VenueSummary } from '@spruik/shared';
import type { VenueRow } from './venues.repository';

/** A venue as GET /api/venues lists it. The venue's name is its business name (the account name as fallback). */
export function presentVenue(v: VenueRow): VenueSummary {
  const name = v.orgName || v.userName;
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
