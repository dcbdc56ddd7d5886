import { useEffect, useState } from 'react';

/**
 * The browser's time zone, read after mount so the server render (which cannot know it) and
 * the first client render agree. A string or `null` override skips detection (tests, stories,
 * or an app that already knows the zone).
 * @example const detected = useDetectedTimeZone(undefined); // null on the server, 'Europe/Berlin' after mount
 */
export function useDetectedTimeZone(override: string | null | undefined): string | null {
  const [detected, setDetected] = useState<string | null>(null);
  useEffect(() => {
    if (override !== undefined) return;
    try {
      setDetected(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
    } catch {
      // A runtime without time-zone support: there is simply nothing to offer.
      setDetected(null);
    }
  }, [override]);
  return override !== undefined ? override : detected;
}
