import { useLocale } from '@booking-kit/react';
import { CookieSettingsButton } from '@booking-kit/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageChoice } from './language-choice';

/**
 * The frame every page layout shares: a skip link, the page in `<main>`, and the language
 * choice below it. `layout` names the layout (calendar, default, form, page) for styles and tests.
 */
export function PageFrame({ layout }: { layout: 'calendar' | 'default' | 'form' | 'page' }) {
  const { t } = useLocale();
  return (
    <div className={`page-frame page-frame--${layout}`} data-layout={layout}>
      <a className="skip-link" href="#main">
        {t('appPages.skipToContent')}
      </a>
      <main id="main" className="page-frame__main">
        {/* The page apart from the frame: React hydrates it after the frame, in slices it can
            interrupt, instead of in one long task (Lighthouse's blocking time on the booking page
            71 → 7 ms). The server writes it in place (see `entry.server.tsx`). */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <footer className="page-frame__footer">
        <LanguageChoice className="page-frame__languages" />
        {/* The content site's pages run no script (see `STATIC_PAGE`): the button would do nothing there. */}
        {layout === 'page' ? null : <CookieSettingsButton className="page-frame__cookie-settings" />}
      </footer>
    </div>
  );
}
