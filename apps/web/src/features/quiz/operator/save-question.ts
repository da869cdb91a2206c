import { useMutation } from '@tanstack/react-query';
import { type QuestionRequest } from '@spruik/shared';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

/** POST /api/admin/questions, or PUT /api/admin/questions/{id} (replaces the title and every answer). */
export const saveQuestion = ({ id, body }: { id?: string; body: QuestionRequest }) =>
  id ? call(quizApi.updateQuestion, { params: { id }, body }) : call(quizApi.createQuestion, { body });

export function useSaveQuestion() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
