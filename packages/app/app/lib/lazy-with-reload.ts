import { claimReload } from '@booking-kit/core';
import { type ComponentType, lazy } from 'react';

/** The tab's session storage, or nothing where the browser refuses it (then no reload is tried). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * `React.lazy` for the app's on-demand parts, with the spec's recovery: when a part's file fails
 * to load (most often a new deployment replaced it), the page reloads where it is, once, to fetch
 * the current files; the address and the tab keep the visitor's state. Within the reload guard
 * (10 000 ms, core's `claimReload`) the error shows instead, so a part that cannot load never
 * reloads the page in a loop.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own, for components of any props
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown): Promise<{ default: T }> => {
      const store = typeof window === 'undefined' ? null : sessionStore();
      if (store && claimReload(store, Date.now())) {
        window.location.reload();
        // The page is going away: nothing renders meanwhile.
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
}
