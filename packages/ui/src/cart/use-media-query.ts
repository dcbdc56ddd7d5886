import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a phone turned, a window resized).
 * `false` in the server render and in hydration, so the first client render matches the server's
 * HTML; the real answer follows right after. Hand-written: react-aria only offers the viewport's
 * size, not a media query.
 * @example const isPhone = useMediaQuery('(max-width: 40rem)');
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
