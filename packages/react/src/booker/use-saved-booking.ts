import { useEffect, useRef } from 'react';
import { sessionStore } from '../utils/session-store';

/** What a booking keeps in its tab between reloads: the flow, and what the visitor chose beside it. */
export interface SavedBooking<State extends { booking: unknown }, Extra> {
  /** The flow machine's state (core's booking flow or cart flow). */
  state: State;
  /** The host's own choices kept with the flow (guests, a series, details typed but not sent). */
  extra: Extra;
}

/**
 * Keeps a booking in the tab's session storage under `key`, so that a reload (the one a part that
 * failed to load makes, or the visitor's own) keeps the chosen time, the hold and everything
 * typed; the booking is forgotten once booked, and never leaves the tab (session storage is per
 * tab and per origin). What was saved is handed to `restore` once, after the first render, so the
 * server's render and the browser's first one agree (no hydration mismatch). `key: false` keeps
 * nothing.
 */
export function useSavedBooking<State extends { booking: unknown }, Extra>(
  key: string | false,
  saved: SavedBooking<State, Extra>,
  restore: (saved: SavedBooking<State, Extra>) => void,
): void {
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const restored = useRef(false);
  useEffect(() => {
    if (key === false || restored.current) return;
    restored.current = true;
    const text = sessionStore()?.getItem(key);
    if (!text) return;
    try {
      restoreRef.current(JSON.parse(text) as SavedBooking<State, Extra>);
    } catch {
      // A value another version wrote, or one edited by hand: start afresh.
      sessionStore()?.removeItem(key);
    }
  }, [key]);

  const text = JSON.stringify(saved);
  useEffect(() => {
    if (key === false || !restored.current) return;
    const store = sessionStore();
    try {
      if (saved.state.booking !== null) store?.removeItem(key);
      else store?.setItem(key, text);
    } catch {
      // Storage full or refused: the booking goes on, it is only not kept across a reload.
    }
  }, [key, text, saved.state.booking]);
}
