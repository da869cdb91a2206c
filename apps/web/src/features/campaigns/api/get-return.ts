import { useMutation, useQuery } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';

export const campaignReturnKey = (id: string) => ['campaign-return', id] as const;
export const returnMonthKey = ['campaign-return-month'] as const;

/** GET /api/campaigns/{id}/return: what a venue campaign brought back (docs/visits.md, "Return on spend"). */
export const useCampaignReturn = (id: string) =>
  useQuery({
    queryKey: campaignReturnKey(id),
    queryFn: ({ signal }) => call(campaignsApi.return, { params: { id } }, { signal }).then((d) => d.return),
  });

/** GET /api/campaigns/return-month: the venue home's card. */
export const useReturnMonth = () =>
  useQuery({
    queryKey: returnMonthKey,
    queryFn: ({ signal }) => call(campaignsApi.returnMonth, {}, { signal }),
  });

/** The same figures as CSV, fetched with the session and saved (lib/download.ts). */
export const useDownloadReturn = (id: string) =>
  useMutation({
    mutationFn: () => downloadFile(campaignsApi.returnCsv, { params: { id } }, 'campaign-return.csv'),
    onError: (e) => feedback.error(e.message),
  });
