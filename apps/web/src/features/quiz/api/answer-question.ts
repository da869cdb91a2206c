import { useMutation } from '@tanstack/react-query';
import { type QuizAnswerRequest } from '@spruik/shared';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** POST /api/questions/answer: the server grades the answer and tells which one was correct. */
export const answerQuestion = (body: QuizAnswerRequest) => call(quizApi.answer, { body });

export const useAnswerQuestion = () => useMutation({ mutationFn: answerQuestion });
