import type { ContentView } from '@booking-kit/core';
import { expect, type Page, test } from '@playwright/test';
import { catalog, type en, expectNoAxeViolations } from './helpers';

/**
 * The `no_prefix` strategy (its own server: LOCALE_STRATEGY=no_prefix, ROOT_REDIRECT to the
 * team's calendar): no path carries a locale; it comes from the cookie and the browser only.
 */

const de = catalog('de');
const it = catalog('it');
const TEAM = '/widget/appointment/harbor-studio';

const languages = (page: Page, messages: typeof en) => page.getByRole('navigation', { name: messages.common.language });

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'bk_locale');
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('gets German on the bare path, and / goes to the configured page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${TEAM}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(languages(page, de).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });

  test('switches with ?lang=, remembers it, and keeps every path bare', async ({ page }) => {
    await page.goto('/widget/service-menus/spa-menu');
    await expect(languages(page, de).getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/widget/service-menus/spa-menu?lang=it',
    );
    await languages(page, de).getByRole('link', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    expect((await localeCookie(page))?.value).toBe('it');
    // The stored cookie now beats the browser's German, on any page; choosing a service keeps the path bare.
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: it.flow.continue }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/widget\/service-menus\/spa-menu\/massage-60$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  });

  test('a prefixed address from elsewhere is sent to the bare path in its locale', async ({ page }) => {
    await page.goto(`/fr${TEAM}`);
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${TEAM}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    expect((await localeCookie(page))?.value).toBe('fr');
  });

  test('content in the visitor’s locale at the one address, with no alternates', async ({ page, request }) => {
    const german = (await (
      await request.get('/api/v1/content', { params: { path: '/about', locale: 'de' } })
    ).json()) as ContentView;
    await page.goto('/about');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /127\.0\.0\.1:\d+\/about$/);
    // One address serves every language: there is no other to name.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });
});

test('an English browser without a cookie stays in English, and nothing is redirected', async ({ request }) => {
  const answer = await request.get(TEAM, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<html lang="en-US"');
});
