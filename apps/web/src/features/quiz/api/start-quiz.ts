import { useMutation } from '@tanstack/react-query';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/**
 * GET /api/questions/random. It starts the player's hour on the server, so it is a mutation (never cached,
 * never refetched). Silent: the page shows the 429 'You can play again in N minutes.' itself.
 */
export const startQuiz = () => call(quizApi.start, {}, { silent: true });

export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
