import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Platform } from '@spruik/shared';
import { creatorsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { meKey } from '../../../lib/query-keys';

/** POST /api/users/me/social/{platform}/connect, then off to the platform's consent page (or TEST MODE's). */
export function useConnectAccount() {
  return useMutation({
    mutationFn: (platform: Platform) => call(creatorsApi.connect, { params: { platform } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** DELETE /api/users/me/social/{platform}: the profile is read again. */
export function useDisconnectAccount() {
  const qc = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (platform: Platform) => call(creatorsApi.disconnect, { params: { platform } }),
    onSuccess: (data) => {
      notify(data.message);
      return qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
