import { useQuery } from '@tanstack/react-query';
import { payAtVenueApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

export const myPocketsKey = ['pockets', 'mine'] as const;

/** GET /api/pockets: the customer's pocket money at each venue where it is above zero. */
export const useMyPockets = () =>
  useQuery({
    queryKey: myPocketsKey,
    queryFn: ({ signal }) => call(payAtVenueApi.pockets, {}, { signal }).then((d) => d.pockets),
  });
