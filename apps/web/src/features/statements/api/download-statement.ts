import { useMutation } from '@tanstack/react-query';
import { statementsApi } from '@spruik/shared/api';
import { viewerTimeZone } from '../../../lib/date';
import { downloadFile } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import type { StatementOwner } from './get-statement';

/**
 * The whole statement as CSV (GET /api/statement.csv, or the operator's per-user one), with the viewer's time zone
 * so its dates read as on screen; fetched with the session and saved (lib/download.ts).
 */
export const downloadStatement = ({ userId }: StatementOwner, account: string | undefined) => {
  const query = { account, tz: viewerTimeZone() };
  return userId
    ? downloadFile(statementsApi.adminCsv, { params: { id: userId }, query }, 'statement.csv')
    : downloadFile(statementsApi.ownCsv, { query }, 'statement.csv');
};

export function useDownloadStatement(owner: StatementOwner) {
  return useMutation({
    mutationFn: (account: string | undefined) => downloadStatement(owner, account),
    onError: (e) => feedback.error(e.message),
  });
}
