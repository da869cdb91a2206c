import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminQuestion } from '@spruik/shared';
import { api } from '../../../lib/api';
import { adminKey } from './keys';

export const QUESTIONS_PER_PAGE = 20;
export type QuestionsPage = { questions: AdminQuestion[]; total: number; page: number; limit: number };

export const getQuestions = (page: number, signal?: AbortSignal) =>
  api<QuestionsPage>('/api/admin/questions', { query: { page, limit: QUESTIONS_PER_PAGE }, signal });

/** GET /api/admin/questions?page=: the quiz bank, newest first, with the correct answers. */
export const useQuestions = (page: number) =>
  useQuery({
    queryKey: [...adminKey, 'questions', page],
    queryFn: ({ signal }) => getQuestions(page, signal),
    placeholderData: keepPreviousData,
  });
