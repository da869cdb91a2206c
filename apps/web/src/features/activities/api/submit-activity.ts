import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey } from '../../profile/api/get-me';
import { activitiesKey } from './get-activities';

export type SubmitActivityBody = { link: string | null; youtubeId: string | null; disclosed: boolean };
export type SubmitActivityResponse = {
  wallet: number;
  message?: string;
  activity: { _id: string; id: string; status: number; payout: number | null };
};

/** POST /api/activities/{id}/submit; the wallet (types 1 and 3 pay at once) and the lists refresh. */
export function useSubmitActivity() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (s: { id: string; body: SubmitActivityBody }) =>
      api<SubmitActivityResponse>(`/api/activities/${encodeURIComponent(s.id)}/submit`, {
        body: s.body,
        idempotencyKey: keys.keyFor(s),
      }),
    onSuccess: (_data, s) => {
      keys.succeeded(s);
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: activitiesKey });
    },
  });
}
