/** How long after a reload another one is held back: the spec's reload guard, 10 000 ms. */
export const RELOAD_GUARD_MS = 10_000;

/** Where the guard keeps the time of the last reload: a tab's session storage, or a test's map. */
export interface ReloadGuardStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The key under which the guard keeps the time of the last reload. */
export const RELOAD_GUARD_KEY = 'bk-reload-guard';

/**
 * After a lazily loaded part failed to load (most often: a new deployment replaced its file), the
 * page reloads at the navigation's target to fetch the current files, keeping the state that the
 * address and the tab hold. This decides whether to: yes, and the reload is noted, unless one
 * happened within `guardMs` (then the error shows instead of reloading in a loop).
 * @param now the current time in milliseconds (`Date.now()`)
 * @example if (claimReload(sessionStorage, Date.now())) window.location.assign(target);
 */
export function claimReload(store: ReloadGuardStore, now: number, guardMs: number = RELOAD_GUARD_MS): boolean {
  const last = Number(store.getItem(RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < guardMs) return false;
  store.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}
