import { useMutation } from '@tanstack/react-query';
import type { AdminQuestion, QuestionRequest } from '@spruik/shared';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from './keys';

type Saved = { question: AdminQuestion; message: string };

/** POST /api/admin/questions, or PUT /api/admin/questions/{id} (replaces the title and every answer). */
export const saveQuestion = ({ id, body }: { id?: string; body: QuestionRequest }) =>
  id
    ? api<Saved>(`/api/admin/questions/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : api<Saved>('/api/admin/questions', { body });

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
