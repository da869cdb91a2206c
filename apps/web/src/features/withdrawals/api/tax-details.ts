import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxDetailsAnswer, TaxDetailsRequest } from '@spruik/shared';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';

/** The payee's tax details: the withdraw dialogs and the Tax details card read them. */
export const taxDetailsKey = ['tax-details'] as const;

export const getTaxDetails = (signal?: AbortSignal) => call(withdrawalsApi.taxDetails, {}, { signal });
export const saveTaxDetails = (body: TaxDetailsRequest) => call(withdrawalsApi.saveTaxDetails, { body });

/** GET /api/payouts/tax-details: the latest details given (or null) and a venue's sign-up ABN. */
export function useTaxDetails() {
  return useQuery({ queryKey: taxDetailsKey, queryFn: ({ signal }) => getTaxDetails(signal) });
}

/** POST /api/payouts/tax-details: the message in green, and the new details shown at once. */
export function useSaveTaxDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTaxDetails,
    onSuccess: (data) => {
      feedback.notify(data.message);
      qc.setQueryData<TaxDetailsAnswer>(taxDetailsKey, (old) => ({
        signUpAbn: old?.signUpAbn ?? null,
        taxDetails: data.taxDetails,
      }));
    },
  });
}
