import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentView } from '@booking-kit/core';
import { expect, test } from '@playwright/test';
import { catalog, expectNoAxeViolations, languageChoice, localeCookie, waitForHydration } from './helpers';

/**
 * The `no_prefix` strategy (its own server: LOCALE_STRATEGY=no_prefix, ROOT_REDIRECT to the
 * team's calendar): no path carries a locale; it comes from the cookie and the browser only.
 */

const de = catalog('de');
const it = catalog('it');
const TEAM = '/widget/appointment/harbor-studio';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('gets German on the bare path, and / goes to the configured page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${TEAM}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(languageChoice(page, de).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });

  test('switches with ?lang=, remembers it, and keeps every path bare', async ({ page }) => {
    await page.goto('/widget/service-menus/spa-menu');
    await expect(languageChoice(page, de).getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/widget/service-menus/spa-menu?lang=it',
    );
    await languageChoice(page, de).getByRole('link', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    expect((await localeCookie(page))?.value).toBe('it');
    // The stored cookie now beats the browser's German, on any page; choosing a service keeps the path bare.
    await waitForHydration(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: it.flow.continue }).click();
    // The page was asked for with ?lang=, so its links pass it on.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/widget\/service-menus\/spa-menu\/massage-60\?lang=it$/);
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

test.describe('a host site embedding the widget', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });

  test('sets its language with ?lang=, and the widget keeps it from page to page without a cookie', async ({ page, baseURL }) => {
    // The host's own page, served on another site (localhost against the widget's 127.0.0.1):
    // the widget's SameSite=Lax cookies are not sent to its frame, so only the address can carry a language.
    const hostPage = `<!doctype html><html lang="de"><title>Host</title><main><iframe title="Termin buchen" src="${baseURL}/widget/service-menus/spa-menu?lang=de" width="800" height="900"></iframe></main></html>`;
    const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(hostPage));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const host = `http://localhost:${(server.address() as AddressInfo).port}/`;
    await page.goto(host);
    const widget = page.frameLocator('iframe[title="Termin buchen"]');
    await expect(widget.locator('html')).toHaveAttribute('lang', 'de-DE');
    const frame = page.frames().find((candidate) => candidate.url().includes('/widget/service-menus/spa-menu?lang=de'));
    if (!frame) throw new Error('the widget’s frame');
    await waitForHydration(frame);
    await widget.getByRole('radio').first().check();
    await widget.getByRole('button', { name: de.flow.continue }).click();
    await expect(widget.getByText(de.appPages.duration, { exact: true })).toBeVisible();
    await expect(widget.locator('html')).toHaveAttribute('lang', 'de-DE');
    expect(frame.url()).toMatch(/\/widget\/service-menus\/spa-menu\/massage-60\?lang=de$/);
    server.close();
  });
});

test('every page’s title, the server’s own error page too, uses the site’s one separator setting', async ({ page, request }) => {
  await page.goto('/widget/appointment/anna-de-vries/massage-60');
  await expect(page).toHaveTitle('Massage (60 min) · Anna de Vries');
  await page.goto('/widget/form/form-intake');
  await expect(page).toHaveTitle('Health intake · Harbor Wellness Studio');
  await page.goto('/widget/booking/AbCdEfGhIjKlMnOpQrStUv');
  await expect(page).toHaveTitle(/^404 · /);
  await expectNoAxeViolations(page);
  // A request the host refuses before any page (a method pages do not take) gets its own page.
  const refused = await request.fetch('/widget/form/form-intake', { method: 'PUT', headers: { accept: 'text/html' } });
  expect(refused.status()).toBe(405);
  expect(await refused.text()).toMatch(/<title>405 · [^<]+<\/title>/);
});
