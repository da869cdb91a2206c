import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from './keys';

export type CloseResult = { refunded: number; autoApproved: number; expired: number; message: string };

export const closeCampaign = (id: string) =>
  api<CloseResult>(`/api/admin/campaigns/${encodeURIComponent(id)}/close`, { method: 'POST' });

/** POST /api/admin/campaigns/{id}/close: ends a campaign now (undecided work approved, the rest refunded). */
export function useCloseCampaign() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: closeCampaign,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
