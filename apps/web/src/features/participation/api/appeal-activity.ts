import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participationApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { activitiesKey } from '../../../lib/query-keys';

export const appealActivity = (id: string, note: string) =>
  call(participationApi.appeal, { params: { id }, body: { note } });

/** POST /api/activities/{id}/appeal: once per rejection; the lists refresh to show it. */
export function useAppealActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; note: string }) => appealActivity(a.id, a.note),
    onSuccess: () => qc.invalidateQueries({ queryKey: activitiesKey }),
  });
}
