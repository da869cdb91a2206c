import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey } from '../../../lib/operator-key';

export const QUESTIONS_PER_PAGE = 20;

export const getQuestions = (page: number, signal?: AbortSignal) =>
  call(quizApi.adminList, { query: { page, limit: QUESTIONS_PER_PAGE } }, { signal });

/** GET /api/admin/questions?page=: the quiz bank, newest first, with the correct answers. */
export const useQuestions = (page: number) =>
  useQuery({
    queryKey: [...adminKey, 'questions', page],
    queryFn: ({ signal }) => getQuestions(page, signal),
    placeholderData: keepPreviousData,
  });
