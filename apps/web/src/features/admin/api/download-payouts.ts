import { useMutation } from '@tanstack/react-query';
import { ledgerAdminApi } from '@spruik/shared';
import { apiUrl, ApiError, GENERIC_ERROR, NETWORK_ERROR, NETWORK_ERROR_CODE } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { getToken } from '../../../lib/session';
import { signOutLocally } from '../../../lib/sign-out';
import { useRefreshAdmin } from './keys';

export type PayoutRange = { from?: string; to?: string };

function filenameOf(res: Response) {
  const m = /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? 'payouts.csv';
}

/**
 * GET /api/admin/withdraws/export.csv?from=&to=. A plain link would not carry the bearer token, so the file is
 * fetched with it (the contract's path; its answer is a CSV, not `{ data }`, so not through `call`) and saved from
 * a blob. Failures show the server's text in the red snackbar.
 */
export async function downloadPayouts(range: PayoutRange): Promise<string> {
  const token = getToken();
  feedback.start();
  try {
    let res: Response;
    try {
      const { path, method } = ledgerAdminApi.exportPayouts;
      res = await fetch(apiUrl(path, range), {
        method,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch {
      throw new ApiError(NETWORK_ERROR, 0, NETWORK_ERROR_CODE);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { errors?: unknown };
      const text = typeof body.errors === 'string' && res.status < 500 ? body.errors : GENERIC_ERROR;
      if (res.status === 401) {
        signOutLocally();
        navigateTo('/signin', { replace: true });
      }
      throw new ApiError(text, res.status);
    }
    const name = filenameOf(res);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return name;
  } finally {
    feedback.end();
  }
}

/** The CSV download as a mutation (busy state, red snackbar on failure; the export is itself audited). */
export function useDownloadPayouts() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: downloadPayouts,
    onSuccess: () => refresh(),
    onError: (e) => feedback.error(e.message),
  });
}
