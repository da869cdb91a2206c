/**
 * Shared client state for feedback: the progress flag, the network-error flag and the
 * snackbar. A tiny external store so non-React code (the api client) can drive it.
 */
import { useSyncExternalStore } from 'react';

export type SnackSeverity = 'success' | 'error';
export type Snack = { id: number; text: string; severity: SnackSeverity };
export type FeedbackState = { pending: number; networkError: boolean; snack: Snack | null };

let state: FeedbackState = { pending: 0, networkError: false, snack: null };
let nextId = 1;
const listeners = new Set<() => void>();

function set(patch: Partial<FeedbackState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const feedback = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => state,
  /** Shows the snackbar: green by default, red for errors (docs/spec.md). */
  notify(text: string, severity: SnackSeverity = 'success') {
    if (!text) return;
    set({ snack: { id: nextId++, text, severity } });
  },
  error(text: string) {
    feedback.notify(text, 'error');
  },
  closeSnack(id: number) {
    if (state.snack?.id === id) set({ snack: null });
  },
  start() {
    set({ pending: state.pending + 1 });
  },
  end() {
    set({ pending: Math.max(0, state.pending - 1) });
  },
  setNetworkError(networkError: boolean) {
    if (state.networkError !== networkError) set({ networkError });
  },
};

export const useFeedback = () => useSyncExternalStore(feedback.subscribe, feedback.get, feedback.get);

/** The snackbar as a hook for components: `const notify = useNotify(); notify('Saved')`. */
export const useNotify = () => feedback.notify;
