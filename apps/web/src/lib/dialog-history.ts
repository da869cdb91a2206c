import { useEffect, useRef } from 'react';

/**
 * The phone's Back closes an open dialog before it leaves the page (docs/business-rules.md, "Phone shell").
 * Opening a dialog pushes a history entry for the same address (a copy of the router's entry plus a mark);
 * Back pops it and the dialog closes. Closing the dialog any other way takes its entry off again (history.back).
 * These pops move between two entries of one router location, so the router never hears of them: a capturing
 * popstate listener stops them before the router's own listener.
 */

const MARK = 'spruikDialog';

type RouterEntry = { key?: unknown; idx?: unknown; [MARK]?: number } | null;

type OpenDialog = {
  id: number;
  /** The router's entry under the dialog's. */
  base: RouterEntry;
  /** Undefined while the dialog may not be closed (busy): Back then leaves it open. */
  close: (() => void) | undefined;
  /** Set while a normal close waits to take the entry off (cancelled if the same dialog reopens at once). */
  closing?: ReturnType<typeof setTimeout>;
};

const stack: OpenDialog[] = [];
let nextId = 1;
/** Pops this module started itself (history.back), with the router key they land on. */
const ownPops: unknown[] = [];
let navigating: () => boolean = () => false;

const markOf = (state: unknown) => (state as RouterEntry)?.[MARK];
const keyOf = (state: unknown) => (state as RouterEntry)?.key;

function pushEntry(d: OpenDialog) {
  window.history.pushState({ ...(d.base ?? {}), [MARK]: d.id }, '');
}

function goBack(landsOn: unknown) {
  ownPops.push(landsOn);
  window.history.back();
}

function onPopState(e: PopStateEvent) {
  const here = markOf(e.state);
  if (ownPops.length > 0) {
    const key = ownPops.shift();
    if (keyOf(e.state) === key) e.stopImmediatePropagation();
    return;
  }
  const top = stack[stack.length - 1];
  if (top && here !== top.id) {
    // Back from the top dialog's entry: close the dialog, stay on the page.
    if (keyOf(e.state) === keyOf(top.base)) e.stopImmediatePropagation();
    if (!top.close) {
      pushEntry(top);
      return;
    }
    stack.pop();
    top.close();
    return;
  }
  // An entry left behind by a dialog that closed as the page navigated away: step over it.
  if (here !== undefined && !stack.some((d) => d.id === here)) goBack(keyOf(e.state));
}

/**
 * Installs the listener before the router's (app/router.tsx); `isNavigating` tells whether the router is between
 * screens, when a closing dialog's entry must stay (taking it off would cancel the navigation).
 */
export function installDialogHistory(isNavigating: () => boolean) {
  navigating = isNavigating;
  window.addEventListener('popstate', onPopState, { capture: true });
}

/** While `open`, the phone's Back calls `onClose` (or does nothing while `onClose` is undefined). */
export function useCloseOnBack(open: boolean, onClose: (() => void) | undefined) {
  const mine = useRef<OpenDialog | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
    if (mine.current) mine.current.close = onClose && (() => closeRef.current?.());
  });
  useEffect(() => {
    if (!open) return;
    let d = mine.current;
    if (d?.closing !== undefined) {
      // Closed and reopened before the entry came off (React's strict mode runs effects twice): keep it.
      clearTimeout(d.closing);
      d.closing = undefined;
    } else {
      d = { id: nextId++, base: window.history.state as RouterEntry, close: undefined };
      mine.current = d;
      stack.push(d);
      pushEntry(d);
    }
    d.close = closeRef.current && (() => closeRef.current?.());
    const entry = d;
    return () => {
      const at = stack.indexOf(entry);
      if (at === -1) {
        // Back already took the entry off.
        mine.current = null;
        return;
      }
      entry.closing = setTimeout(() => {
        stack.splice(stack.indexOf(entry), 1);
        if (mine.current === entry) mine.current = null;
        // The page may have moved on (a dialog's button that navigates): then its entry stays behind and
        // is stepped over when Back reaches it.
        if (markOf(window.history.state) === entry.id && !navigating()) goBack(keyOf(entry.base));
      });
    };
  }, [open]);
}
