import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { financeApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { adminKey } from '../../../lib/operator-key';

/** Months as the reports name them: YYYY-MM, Melbourne, both included. */
export type MonthRange = { from: string; to: string };

const financeKey = [...adminKey, 'finance'] as const;

/** GET /api/admin/finance/revenue: fees, refunds of fees, net and GST by month. */
export const useRevenueReport = (range: MonthRange) =>
  useQuery({
    queryKey: [...financeKey, 'revenue', range.from, range.to],
    queryFn: ({ signal }) => call(financeApi.revenue, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/finance/money: money in and out by month, payouts by rail. */
export const useMoneyReport = (range: MonthRange) =>
  useQuery({
    queryKey: [...financeKey, 'money', range.from, range.to],
    queryFn: ({ signal }) => call(financeApi.money, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/finance/payees?half=: the payees paid in a half-year (the current one without it). */
export const usePayeesReport = (half: string | undefined) =>
  useQuery({
    queryKey: [...financeKey, 'payees', half ?? 'current'],
    queryFn: ({ signal }) => call(financeApi.payees, { query: { half } }, { signal }),
    placeholderData: keepPreviousData,
  });

export type ReportFile =
  { report: 'revenue' | 'money'; range: MonthRange } | { report: 'payees'; half: string };

/** A report's CSV, fetched with the session and saved (lib/download.ts). */
export function downloadReport(file: ReportFile) {
  if (file.report === 'payees')
    return downloadFile(financeApi.payeesCsv, { query: { half: file.half } }, `payees-${file.half}.csv`);
  const contract = file.report === 'revenue' ? financeApi.revenueCsv : financeApi.moneyCsv;
  return downloadFile(contract, { query: file.range }, `${file.report}.csv`);
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport, onError: (e) => feedback.error(e.message) });
}
