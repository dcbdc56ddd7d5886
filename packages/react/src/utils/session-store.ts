/**
 * The tab's session storage, or nothing where there is none (a server render) or the browser
 * refuses it (private modes, sandboxed frames): callers then simply keep nothing.
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
