import { LOCALE_NAMES, LOCALE_TAGS, SUPPORTED_LOCALES, switchLocaleHref } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Link, useLocation } from 'react-router';
import { useLocaleRouting } from '../lib/locale-path';

/**
 * The language choice: a link to the same page in each locale, by the configured strategy
 * (`/fr/...`, or `?lang=fr` with `no_prefix`). Following one is an explicit request: the server
 * remembers it in the locale cookie and answers the page in that language.
 */
export function LanguageLinks() {
  const { t, locale } = useLocale();
  const routing = useLocaleRouting();
  const location = useLocation();
  return (
    <nav aria-label={t('common.language')} className="language-links">
      <ul>
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code}>
            <Link
              to={switchLocaleHref(location.pathname, location.search, code, routing)}
              lang={LOCALE_TAGS[code]}
              hrefLang={LOCALE_TAGS[code]}
              aria-current={code === locale ? 'true' : undefined}
              // A full load: the whole page (its catalogs, its cookie) changes language at once.
              reloadDocument
            >
              {LOCALE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
