import { canonicalTimeZone, LOCALE_TAGS } from '@booking-kit/core';
import type { Browser, Page } from '@playwright/test';
import { type ApiBooking, bookThroughApi } from './api-booking';
import { expect, test } from './fixtures';

/**
 * Every page the app serves, loaded in full in every locale and in browsers on several clocks:
 * the server's render must hydrate in the browser without a single console error (React reports
 * a hydration mismatch, #418, as one) and without an uncaught exception.
 *
 * Not every page in every locale on every clock (440 loads, a quarter of the whole end-to-end
 * run): the pairs are covered instead. Every page is loaded in every locale, and in each locale
 * the clocks take turns over the pages, shifted by one from one locale to the next; so every page
 * also meets every clock (in several locales), every locale meets every clock, and every page is
 * loaded both as a first visit and with the zone known, on each clock.
 *
 * Server and browser disagree more often than one would think: Node's ICU and Chromium's V8 write
 * some dates with different spaces, a first visit renders in the business's time zone while the
 * browser lives in another, and anything reading the clock or a random number during render
 * differs between the two runs.
 */

/** Locale codes and the tag the browser is set to (it also sends it as Accept-Language). */
const LOCALES = LOCALE_TAGS;

/**
 * The browser's clock: none of them is the business's (Europe/Amsterdam), so a first visit is
 * rendered in another zone than the browser's. Chatham (UTC+12:45/+13:45) is often a day ahead.
 */
const TIME_ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];

/** Counts React commits through the DevTools hook React looks for: the first one is the hydration. */
const COUNT_COMMITS = () => {
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    commits: 0,
    inject: () => 1,
    onCommitFiberRoot() {
      hook.commits++;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
};

let booking: ApiBooking;

test.beforeAll(async ({ request }) => {
  // The confirmation of a booking made through the real API (the last free time: other tests book the first ones).
  booking = await bookThroughApi(request, 'last');
});

const NOT_FOUND = '/widget/no-such-page';

/** The pages, by path without a locale prefix. */
const pages = () => [
  { name: 'intro call calendar', path: '/widget/appointment/anna-de-vries/intro-call', calendar: true },
  { name: 'massage calendar', path: '/widget/appointment/anna-de-vries/massage-60', calendar: true },
  { name: 'booking confirmation', path: `/widget/booking/${booking.id}`, calendar: false },
  { name: 'service menu', path: '/widget/service-menus/spa-menu', calendar: false },
  { name: 'group', path: '/widget/groups/wellness', calendar: false },
  { name: 'bookings on this device', path: '/widget/booking', calendar: false },
  { name: 'cancel a booking', path: '/widget/cancel-booking', calendar: false },
  { name: 'form', path: '/widget/form/form-intake', calendar: false },
  { name: 'survey', path: '/widget/survey/survey-feedback', calendar: false },
  { name: '404 page', path: NOT_FOUND, calendar: false, status: 404 },
];

/**
 * Loads `url` in full and waits until React has hydrated it and the page has settled on the
 * browser's time zone (`browserZone`, by its current IANA name). A first visit without the zone
 * cookie reloads its data once hydrated.
 */
async function loadAndSettle(
  page: Page,
  url: string,
  browserZone: string,
  calendar: boolean,
  zoneRemembered: boolean,
): Promise<number | undefined> {
  // Hydration is awaited below, so the navigation need not wait for the load event too.
  const response = await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    ({ zone, remembered }) => {
      const { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook, __reactRouterDataRouter: router } = window as unknown as {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: { commits: number };
        __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } };
      };
      return (
        hook.commits > 0 &&
        router?.state.navigation.state === 'idle' &&
        router.state.revalidation === 'idle' &&
        (!remembered || document.cookie.split('; ').includes(`bk_tz=${encodeURIComponent(zone)}`))
      );
    },
    { zone: browserZone, remembered: zoneRemembered },
  );
  if (calendar) {
    // The calendar says which zone its times are in: after the reload, the browser's.
    await expect(page.locator('[data-part="time-zone"]')).toContainText(browserZone.replaceAll('_', ' '));
  }
  // Let the render that follows the reload commit (React renders router updates in a transition).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return response?.status();
}

/**
 * The pages of one locale that the browser on the clock at `zoneIndex` loads: the clocks take
 * turns over the pages, starting one further along in each locale (`localeIndex`).
 */
const pagesOnClock = (localeIndex: number, zoneIndex: number) =>
  pages()
    .map((entry, pageIndex) => ({ ...entry, pageIndex }))
    .filter(({ pageIndex }) => (pageIndex + localeIndex) % TIME_ZONES.length === zoneIndex);

/** The pages `pagesOnClock` gives, in one locale, in a browser on `timeZone`; returns what went wrong. */
async function checkPages(
  browser: Browser,
  baseURL: string,
  locale: keyof typeof LOCALES,
  timeZone: string,
  localeIndex: number,
  zoneIndex: number,
) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const problems: string[] = [];
  const context = await browser.newContext({ baseURL, locale: LOCALES[locale], timezoneId: timeZone });
  await context.addInitScript(COUNT_COMMITS);
  // The confirmation shows everything only to the browser that booked (its manage-token cookie).
  // A visitor who accepted all cookies (so the zone is remembered in its cookie).
  await context.addCookies([
    { name: `bk_booking_${booking.id}`, value: booking.manageToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'bk-consent', value: 'all', url: baseURL, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  // The app names the zone by its current IANA name (Chromium reports Asia/Calcutta for Asia/Kolkata).
  const browserZone = canonicalTimeZone(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  let current = '';
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own document is answered with 404 on purpose, and Chromium logs that.
    const expected404 = current === NOT_FOUND && message.location().url.endsWith(NOT_FOUND) && message.text().includes('404');
    if (!expected404) problems.push(`${timeZone} ${prefix}${current}: console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${timeZone} ${prefix}${current}: uncaught ${error.message}`));
  try {
    for (const { pageIndex, path, calendar, status } of pagesOnClock(localeIndex, zoneIndex)) {
      current = path;
      // Half the loads are a first visit (no zone cookie: rendered in the business's zone, then
      // reloaded in the browser's), half come back with the browser's zone known to the server.
      // The half flips every other locale, so each page on each clock is loaded both ways.
      await context.clearCookies({ name: 'bk_tz' });
      if ((pageIndex + Math.floor(localeIndex / TIME_ZONES.length)) % 2 === 1) {
        await context.addCookies([{ name: 'bk_tz', value: encodeURIComponent(browserZone), url: baseURL, sameSite: 'Lax' }]);
      }
      // An error page shows no times: it does not remember the zone.
      const shown = await loadAndSettle(page, `${prefix}${path}`, browserZone, calendar, (status ?? 200) === 200);
      expect(shown, `${prefix}${path}`).toBe(status ?? 200);
      // The locale was not lost on the way (no redirect to another language).
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale]);
    }
  } finally {
    await context.close();
  }
  return problems;
}

for (const [localeIndex, locale] of (Object.keys(LOCALES) as (keyof typeof LOCALES)[]).entries()) {
  test(`every page hydrates without an error in ${locale}, in browsers on ${TIME_ZONES.length} clocks`, async ({
    browser,
    baseURL,
  }) => {
    // One browser, one context per clock, the clocks side by side.
    const problems = await Promise.all(
      TIME_ZONES.map((timeZone, zoneIndex) => checkPages(browser, baseURL ?? '', locale, timeZone, localeIndex, zoneIndex)),
    );
    expect(problems.flat()).toEqual([]);
  });
}

test('a time zone in the address is kept without reloading the page again and again', async ({ page }) => {
  // The browser is in Amsterdam (the config's timezoneId), the address asks for Tokyo: the server
  // renders Tokyo (the address wins over the cookie), so reloading the data would change nothing.
  let reloads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) reloads++;
  });
  await page.addInitScript(COUNT_COMMITS);
  await page.goto('/widget/appointment/anna-de-vries/intro-call?timeZone=Asia/Tokyo');
  await page.waitForFunction(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { commits: number } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.commits > 0,
  );
  await expect(page.locator('[data-part="time-zone"]')).toContainText('Asia/Tokyo');
  await page.waitForTimeout(1000);
  expect(reloads).toBe(0);
});

test('a page paints from its server HTML first: its modules are preloaded after the first paint, it hydrates, and asks for no route manifest', async ({
  page,
  request,
}) => {
  const path = '/widget/appointment/anna-de-vries/massage-60';
  // In the HTML the browser gets, no module preload competes with the stylesheet for the first paint.
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<link rel="modulepreload"');
  expect(head).toMatch(/<script nonce="[^"]+">.*first-contentful-paint/);
  await page.addInitScript(COUNT_COMMITS);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { commits: number } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.commits > 0,
  );
  // The language links load a whole page: the router asks the server for no route manifest for them.
  expect(requested.filter((pathname) => pathname.endsWith('/__manifest'))).toEqual([]);
  // Once painted, the page's modules are preloaded from its head, each one once.
  const preloads = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href')));
  expect(preloads.length).toBeGreaterThan(3);
  expect(new Set(preloads).size).toBe(preloads.length);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
