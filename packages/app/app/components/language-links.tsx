import { LOCALE_NAMES, LOCALE_TAGS, SUPPORTED_LOCALES } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Link, useLocation } from 'react-router';

/**
 * The language choice: a link to the same page in each locale. Following one switches the
 * language explicitly; the app remembers it in the locale cookie.
 */
export function LanguageLinks() {
  const { t, locale } = useLocale();
  const location = useLocation();
  const bare = location.pathname.replace(/^\/(da|de|en|es|fr|hu|it|nl|pl|pt-br|pt)(?=\/|$)/, '') || '/';
  return (
    <nav aria-label={t('common.language')} className="language-links">
      <ul>
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code}>
            <Link
              to={`/${code}${bare === '/' ? '' : bare}${location.search}`}
              lang={LOCALE_TAGS[code]}
              hrefLang={LOCALE_TAGS[code]}
              aria-current={code === locale ? 'true' : undefined}
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
