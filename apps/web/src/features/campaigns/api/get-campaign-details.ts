import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CAMPAIGN_MSG, ERROR_CODE, isCampaignDetails } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { ApiError, call } from '../../../lib/api';
import { campaignDetailsKey } from '../../../lib/query-keys';

/** Participants shown per page on the details screen. */
export const PARTICIPANTS_PER_PAGE = 20;

/** The owner's (or the operator's) view; a customer would get only the public fields, which this screen cannot show. */
export const getCampaignDetails = (id: string, page: number, signal?: AbortSignal) =>
  call(campaignsApi.get, { params: { id }, query: { page, limit: PARTICIPANTS_PER_PAGE } }, { signal }).then(
    ({ campaign }) => {
      if (!isCampaignDetails(campaign))
        throw new ApiError(CAMPAIGN_MSG.campaignNotFound, 404, ERROR_CODE.NOT_FOUND);
      return campaign;
    },
  );

/** GET /api/campaigns/{id} as the owner: review, analytics and one page of participants. */
export const useCampaignDetails = (id: string, page: number, enabled = true) =>
  useQuery({
    queryKey: [...campaignDetailsKey(id), page],
    queryFn: ({ signal }) => getCampaignDetails(id, page, signal),
    enabled: enabled && !!id,
    placeholderData: keepPreviousData,
  });
