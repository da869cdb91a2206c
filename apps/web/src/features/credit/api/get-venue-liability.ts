import { useQuery } from '@tanstack/react-query';
import type { VenueLiability } from '@spruik/shared';
import { api } from '../../../lib/api';

export const venueLiabilityKey = ['venue-liability'] as const;

/** GET /api/venues/me/liability: customers' pockets at this venue and vouchers not yet redeemed. */
export const useVenueLiability = () =>
  useQuery({
    queryKey: venueLiabilityKey,
    queryFn: ({ signal }) =>
      api<{ liability: VenueLiability }>('/api/venues/me/liability', { signal }).then((d) => d.liability),
  });
