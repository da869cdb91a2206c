import { useQuery } from '@tanstack/react-query';
import { payAtVenueApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

export const venueLiabilityKey = ['venue-liability'] as const;

/** GET /api/venues/me/liability: customers' pockets at this venue and vouchers not yet redeemed. */
export const useVenueLiability = () =>
  useQuery({
    queryKey: venueLiabilityKey,
    queryFn: ({ signal }) => call(payAtVenueApi.liability, {}, { signal }).then((d) => d.liability),
  });
