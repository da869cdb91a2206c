import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participationApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, activitiesKey } from '../../../lib/query-keys';

/** What the submit form sends; the server checks it against the campaign's type and platform. */
export type SubmitActivityBody = { link: string | null; youtubeId: string | null; disclosed: boolean };

export const submitActivity = (id: string, body: SubmitActivityBody, idempotencyKey?: string) =>
  call(participationApi.submit, { params: { id }, body }, { idempotencyKey });

/** POST /api/activities/{id}/submit; the wallet (types 1 and 3 pay at once) and the lists refresh. */
export function useSubmitActivity() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (s: { id: string; body: SubmitActivityBody }) => submitActivity(s.id, s.body, keys.keyFor(s)),
    onSuccess: (_data, s) => {
      keys.succeeded(s);
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: activitiesKey });
    },
  });
}
