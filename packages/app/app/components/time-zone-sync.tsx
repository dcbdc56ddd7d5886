import { canonicalTimeZone } from '@booking-kit/core';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * The server renders a first visit in the business's time zone, and the browser hydrates that very
 * render (the zone comes from the loader's data, never from the browser during render, so the two
 * agree). Once hydrated, this tells the server the visitor's own zone (a cookie) and reloads the
 * data, so times show in it: an ordinary update after hydration, not a mismatch. `reload` false
 * (a page without times, such as an error page) only remembers the zone for the next page.
 */
export function TimeZoneSync({ timeZone, reload = true }: { timeZone: string; reload?: boolean }) {
  // `revalidate` is stable; the revalidator object is not (it changes with its state), and an
  // effect on it would start again after every reload.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // Chromium still names some zones by their old IANA link (Asia/Calcutta): the page shows the current name.
    const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const browserZone = reported ? canonicalTimeZone(reported) : reported;
    if (!browserZone || browserZone === timeZone) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie = `bk_tz=${encodeURIComponent(browserZone)}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
    // A zone in the address (`?timeZone=`) wins over the cookie: reloading would show it again.
    if (!reload || new URLSearchParams(window.location.search).get('timeZone') === timeZone) return;
    void revalidate();
  }, [timeZone, reload, revalidate]);
  return null;
}
