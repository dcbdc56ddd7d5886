import { canonicalTimeZone } from '@booking-kit/core';
import { useCookieConsentContext } from '@booking-kit/react';
import { useEffect } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';

/**
 * The server renders a first visit in the business's time zone, and the browser hydrates that very
 * render (the zone comes from the loader's data, never from the browser during render, so the two
 * agree). Once hydrated, this tells the server the visitor's own zone and reloads the data, so
 * times show in it: an ordinary update after hydration, not a mismatch.
 *
 * How it tells depends on the visitor's cookie choice: with 'preferences' allowed, a cookie
 * (`bk_tz`) remembers the zone for every later page; without it, nothing is stored and the zone
 * travels in this page's address (`?timeZone=`, which the loaders read first). Nothing happens
 * before the choice is read, so no optional cookie is ever set before consent.
 */
export function TimeZoneSync({ timeZone }: { timeZone: string }) {
  // `revalidate` is stable; the revalidator object is not (it changes with its state), and an
  // effect on it would start again after every reload.
  const { revalidate } = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const consent = useCookieConsentContext();
  const isReady = consent.state.isReady;
  const remember = consent.state.categories.includes('preferences');
  useEffect(() => {
    if (!isReady) return;
    // Chromium still names some zones by their old IANA link (Asia/Calcutta): the page shows the current name.
    const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const browserZone = reported ? canonicalTimeZone(reported) : reported;
    if (!browserZone) return;
    // A zone in the address (`?timeZone=`) is the visitor's own choice (or this page's): it wins.
    const inAddress = new URLSearchParams(window.location.search).has('timeZone');
    if (remember) {
      const cookie = `bk_tz=${encodeURIComponent(browserZone)}`;
      if (!document.cookie.split('; ').includes(cookie)) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
        document.cookie = `${cookie}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
      }
      if (browserZone !== timeZone && !inAddress) void revalidate();
      return;
    }
    if (browserZone === timeZone || inAddress) return;
    setSearchParams(
      (current) => {
        current.set('timeZone', browserZone);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [timeZone, isReady, remember, revalidate, setSearchParams]);
  return null;
}
