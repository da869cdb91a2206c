import { forgetEarly } from './early-requests';
import { forgetDeviceSubscription } from './push-subscription';
import { forgetSavedAnswers } from './saved-answers';
import { queryClient } from './query-client';
import { disconnectRealtime } from './realtime';
import { clearSession, getToken } from './session';

/**
 * Forgets everything about the signed-in user on this device (storage, cached queries, realtime, and the service
 * worker's saved API answers), and stops pushes to it (in the background: sign-out never waits for the server).
 */
export function signOutLocally() {
  forgetDeviceSubscription(getToken());
  clearSession();
  forgetEarly();
  disconnectRealtime();
  queryClient.clear();
  forgetSavedAnswers();
}
