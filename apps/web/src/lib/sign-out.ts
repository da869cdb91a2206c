import { forgetEarly } from './early-requests';
import { forgetSavedAnswers } from './saved-answers';
import { queryClient } from './query-client';
import { disconnectRealtime } from './realtime';
import { clearSession } from './session';

/**
 * Forgets everything about the signed-in user on this device (storage, cached queries, realtime, and the service
 * worker's saved API answers).
 */
export function signOutLocally() {
  clearSession();
  forgetEarly();
  disconnectRealtime();
  queryClient.clear();
  forgetSavedAnswers();
}
