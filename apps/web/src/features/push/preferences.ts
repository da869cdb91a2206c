import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushPreferences } from '@spruik/shared';
import { pushApi } from '@spruik/shared/api';
import { call } from '../../lib/api';

const preferencesKey = ['push-preferences'] as const;

/** GET /api/push/preferences: the caller's kinds (their role's) and quiet hours, for every device of theirs. */
export const usePushPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => call(pushApi.preferences, {}, { signal }),
  });

/**
 * PUT /api/push/preferences with only what changed. The switch moves at once; a refusal puts it back (the api
 * client shows why) and the server's answer is what stays.
 */
export function useUpdatePushPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<PushPreferences>) => call(pushApi.updatePreferences, { body: change }),
    onMutate: async (change) => {
      await qc.cancelQueries({ queryKey: preferencesKey });
      const before = qc.getQueryData<PushPreferences>(preferencesKey);
      if (before)
        qc.setQueryData<PushPreferences>(preferencesKey, {
          kinds: { ...before.kinds, ...change.kinds },
          quietHours: change.quietHours ?? before.quietHours,
        });
      return { before };
    },
    onError: (_e, _change, context) => {
      if (context?.before) qc.setQueryData(preferencesKey, context.before);
    },
    onSuccess: (saved) => qc.setQueryData(preferencesKey, saved),
  });
}
