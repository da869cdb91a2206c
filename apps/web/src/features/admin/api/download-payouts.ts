import { useMutation } from '@tanstack/react-query';
import { ledgerAdminApi } from '@spruik/shared/api';
import { downloadFile } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { useRefreshAdmin } from './keys';

export type PayoutRange = { from?: string; to?: string };

/** GET /api/admin/withdraws/export.csv?from=&to=, fetched with the bearer token and saved (lib/download.ts). */
export const downloadPayouts = (range: PayoutRange): Promise<string> =>
  downloadFile(ledgerAdminApi.exportPayouts, { query: range }, 'payouts.csv');

/** The CSV download as a mutation (busy state, red snackbar on failure; the export is itself audited). */
export function useDownloadPayouts() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: downloadPayouts,
    onSuccess: () => refresh(),
    onError: (e) => feedback.error(e.message),
  });
}
