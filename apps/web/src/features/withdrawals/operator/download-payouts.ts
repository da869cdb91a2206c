import { useMutation } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { feedback, useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

export type PayoutRange = { from?: string; to?: string };

/**
 * GET /api/admin/withdraws/export.csv?from=&to=, fetched with the bearer token and saved (lib/download.ts).
 * Resolves to the batch the file holds (header X-Payout-Batch), which "mark this batch paid" pays.
 */
export async function downloadPayouts(range: PayoutRange): Promise<string | null> {
  let batch: string | null = null;
  await downloadFile(withdrawalsApi.exportPayouts, { query: range }, 'payouts.csv', (res) => {
    batch = res.headers.get('x-payout-batch');
  });
  return batch;
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

/**
 * POST /api/admin/withdraws/batches/{batch}/pay: after the transfer, marks exactly the downloaded batch paid.
 * The batch keeps its key until it succeeds, so a retry after a lost answer gets the first answer back.
 */
export function usePayBatch() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (batch: string) =>
      call(withdrawalsApi.payBatch, { params: { id: batch } }, { idempotencyKey: keys.keyFor([batch]) }),
    onSuccess: (data, batch) => {
      keys.succeeded([batch]);
      notify(data.message);
      return refresh();
    },
  });
}
