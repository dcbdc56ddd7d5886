import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * The server renders a first visit in the business's time zone. Once in the browser, this tells
 * the server the visitor's own zone (a cookie) and reloads the data, so times show in it.
 */
export function TimeZoneSync({ timeZone }: { timeZone: string }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browserZone || browserZone === timeZone) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie = `bk_tz=${encodeURIComponent(browserZone)}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
    void revalidator.revalidate();
  }, [timeZone, revalidator]);
  return null;
}
