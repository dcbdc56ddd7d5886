import type { ContentView } from '@booking-kit/core';
import { expect, test } from '@playwright/test';
import { createOneTimeLink } from './admin';
import { bookThroughApi } from './api-booking';
import { catalog, expectNoAxeViolations, languageChoice, localeCookie, waitForHydration, waitForRouterIdle } from './helpers';

/**
 * The `prefix` strategy (its own server: LOCALE_STRATEGY=prefix, LOCALE_FALLBACK=nl, behind a
 * trusted proxy, with the yoga class locked to French): every path carries its locale, the
 * default's too.
 */

const de = catalog('de');
const fr = catalog('fr');
const TEAM = '/widget/appointment/harbor-studio';

test('an English browser is sent to /en/, the root too', async ({ page }) => {
  await page.goto(TEAM);
  await expect(page).toHaveURL(new RegExp(`/en${TEAM}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect((await localeCookie(page))?.value).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expectNoAxeViolations(page);
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('is sent to /de/, switches to French, and its links keep the prefix', async ({ page }) => {
    await page.goto('/widget/service-menus/spa-menu');
    await expect(page).toHaveURL(/\/de\/widget\/service-menus\/spa-menu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

    await languageChoice(page, de).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/widget\/service-menus\/spa-menu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    expect((await localeCookie(page))?.value).toBe('fr');
    // Choosing a service keeps the prefix.
    await waitForHydration(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: fr.flow.continue }).click();
    await expect(page).toHaveURL(/\/fr\/widget\/service-menus\/spa-menu\/massage-60$/);

    // English has a prefix of its own here. Clicked once the router has finished the step's
    // navigation, and the link names the page it leads to.
    const english = languageChoice(page, fr).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', /\/en\/widget\/service-menus\/spa-menu\/massage-60$/);
    await waitForRouterIdle(page);
    await english.click();
    await expect(page).toHaveURL(/\/en\/widget\/service-menus\/spa-menu\/massage-60$/);
    expect((await localeCookie(page))?.value).toBe('en');
  });

  test('a service locked to French is shown in French, and the visitor’s own choice is kept', async ({ page, request }) => {
    await page.goto(`/de${TEAM}`);
    await page.goto(`/de${TEAM}/yoga-class`);
    await expect(page).toHaveURL(new RegExp(`/fr${TEAM}/yoga-class$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByText(fr.appPages.duration, { exact: true })).toBeVisible();
    // The lock does not become the visitor's language: German is still theirs elsewhere.
    expect((await localeCookie(page))?.value).toBe('de');
    await page.goto(TEAM);
    await expect(page).toHaveURL(new RegExp(`/de${TEAM}$`));
    // The same service with any staff is locked too, and a one-time link to it.
    await page.goto('/de/widget/appointment/service/yoga-class');
    await expect(page).toHaveURL(/\/fr\/widget\/appointment\/service\/yoga-class$/);
    await expectNoAxeViolations(page);
    const link = await createOneTimeLink(request, 'yoga-class');
    await page.goto(`/de/widget/otl/${link}`);
    await expect(page).toHaveURL(new RegExp(`/fr/widget/otl/${link}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // A booking of it too, once this browser holds its manage token (its link moves it into a cookie).
    const booking = await bookThroughApi(request, 'last', { service: 'yoga-class', staff: 'chloe-martin', consent: true });
    await page.goto(`/de/widget/booking/${booking.id}?token=${booking.manageToken}`);
    await expect(page).toHaveURL(new RegExp(`/fr/widget/booking/${booking.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    expect((await localeCookie(page))?.value).toBe('de');
  });

  test('content comes in the locale, with the default locale’s text where it has none', async ({ page, request }) => {
    const german = (await (
      await request.get('/api/v1/content', { params: { path: '/about', locale: 'de' } })
    ).json()) as ContentView;
    const english = (await (
      await request.get('/api/v1/content', { params: { path: '/about', locale: 'en' } })
    ).json()) as ContentView;
    expect(german.title).not.toBe(english.title);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/about$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en\/about$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/en\/about$/);
    // Hungarian content was not written: the page falls back to English, in a Hungarian frame.
    await page.goto('/hu/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu-HU');
  });
});

test.describe('a browser in no supported language', () => {
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'accept-language': 'ja-JP,ja;q=0.9' } });

  test('gets the configured fallback, Dutch', async ({ page }) => {
    await page.goto(TEAM);
    await expect(page).toHaveURL(new RegExp(`/nl${TEAM}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });
});

test('over HTTPS (said by the trusted proxy) the locale cookie is Secure', async ({ request }) => {
  const secure = await request.get(TEAM, { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
  expect(secure.status()).toBe(302);
  // No browser languages at all: the configured fallback, Dutch.
  expect(secure.headers()['set-cookie']).toMatch(/^bk_locale=nl; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
  const plain = await request.get(TEAM, { maxRedirects: 0 });
  expect(plain.headers()['set-cookie']).toMatch(/^bk_locale=nl; Path=\/; Max-Age=31536000; SameSite=Lax$/);
});
