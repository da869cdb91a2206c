import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getRole, homeFor } from './session';

/**
 * Whether the screen before this one is inside the app. The router numbers its history entries (history.state.idx,
 * 0 for the page the tab opened with), so a page opened directly, from a link or after sign-in has nothing of
 * ours behind it and the browser's back would leave the app (about:blank, another site or /signin).
 */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Back inside the app (docs/spec.md, Screens and routes): the previous screen when there is one, else the role's home (a guest's is
 * /signin), replacing the current entry so Back never lands outside the app or on /signin for a signed-in user.
 */
export function useBack(fallback?: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(fallback ?? homeFor(getRole()), { replace: true });
  }, [navigate, fallback]);
}
