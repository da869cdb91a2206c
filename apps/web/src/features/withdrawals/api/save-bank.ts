import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BankRequest, type Me } from '@spruik/shared';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { meKey } from '../../../lib/query-keys';

export const saveBank = (body: BankRequest) => call(withdrawalsApi.saveBank, { body });

/** POST /api/users/bank: 'Success' in green, then the user (customerBank) reloads. */
export function useSaveBank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSuccess: (data) => {
      feedback.notify(data.message);
      qc.setQueryData<Me>(meKey, (me) => (me ? { ...me, customerBank: data.customerBank } : me));
      return qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
