import { claimReload } from '@booking-kit/core';
import { type ComponentType, lazy } from 'react';
import { sessionStore } from './session-store';

/**
 * `React.lazy` for a booking's on-demand parts, with the spec's recovery: when a part's file fails
 * to load (most often a new deployment replaced it), the page reloads where it is, once, to fetch
 * the current files; the address and the tab's session storage (see `useSavedBooking`) keep the
 * visitor's state. Within the reload guard
 * (10 000 ms, core's `claimReload`) the error shows instead, so a part that cannot load never
 * reloads the page in a loop.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own, for components of any props
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown): Promise<{ default: T }> => {
      const store = sessionStore();
      if (store && claimReload(store, Date.now())) {
        window.location.reload();
        // The page is going away: nothing renders meanwhile.
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
}
