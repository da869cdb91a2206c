import { useMutation } from '@tanstack/react-query';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

export const deleteQuestion = (id: string) => call(quizApi.removeQuestion, { params: { id } });

/** DELETE /api/admin/questions/{id}: the question and its answers. */
export function useDeleteQuestion() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
