import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Me, type QuizFinishRequest } from '@spruik/shared';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { meKey, quizStatusKey } from '../../../lib/query-keys';

/** POST /api/questions/finish {quizId, correct, start, end}: the server grades from the answers it recorded. */
export const finishQuiz = (body: QuizFinishRequest) => call(quizApi.finish, { body });

/** Finishes the quiz; the new energy goes straight into ['me'] (top bar, home, /my_energy) and reloads. */
export function useFinishQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: finishQuiz,
    onSuccess: (data) => {
      qc.setQueryData<Me>(meKey, (me) => (me ? { ...me, energy: data.energy } : me));
      void qc.invalidateQueries({ queryKey: quizStatusKey });
      return qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
