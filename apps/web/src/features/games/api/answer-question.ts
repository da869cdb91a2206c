import { useMutation } from '@tanstack/react-query';
import type { QuizAnswerRequest, QuizAnswerResponse } from '@spruik/shared';
import { api } from '../../../lib/api';

/** POST /api/questions/answer: the server grades the answer and tells which one was correct. */
export const answerQuestion = (body: QuizAnswerRequest) =>
  api<QuizAnswerResponse>('/api/questions/answer', { method: 'POST', body });

export const useAnswerQuestion = () => useMutation({ mutationFn: answerQuestion });
