import { useMutation } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { downloadFile } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

/**
 * POST /api/admin/withdraws/bank-file { ids }: the chosen pending bank-transfer withdrawals as one ABA (Cemtex)
 * file, fetched with the bearer token and saved under the server's name. Resolves to the batch it holds (header
 * X-Payout-Batch), which "Mark this batch paid" pays once the bank has paid it.
 */
export async function downloadBankFile(ids: string[]): Promise<string | null> {
  let batch: string | null = null;
  await downloadFile(withdrawalsApi.bankFile, { body: { ids } }, 'payouts.aba', (res) => {
    batch = res.headers.get('x-payout-batch');
  });
  return batch;
}

/** The bank file as a mutation (busy state, red snackbar on failure; the file is itself audited). */
export function useDownloadBankFile() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: downloadBankFile,
    onSuccess: () => refresh(),
    onError: (e) => feedback.error(e.message),
  });
}
