import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, expectNoAxeViolations, waitForHydration } from './helpers';

/**
 * Parts whose code is fetched when first shown (the time-zone search, a class's or a cart's guest
 * list) wait the spec's 200 ms before saying they load, and then say it: never a flash of
 * 'Loading…' for a part that comes quickly, never nothing for one that is slow. The part's file
 * is held back by the test, as a slow network would, so the loading state is there to see.
 */

/** Holds back the files whose names match until `release` is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records in the page when the next click happened and when a loading state first appeared
 * after it (the page's own clock, so the test machine's speed does not enter).
 */
async function watchLoadingState(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const marks = window as unknown as { bkClickedAt?: number; bkLoadingAt?: number };
    document.addEventListener('click', () => (marks.bkClickedAt ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (marks.bkLoadingAt === undefined && document.querySelector('[data-scope="loading-state"]')) {
        marks.bkLoadingAt = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const marks = window as unknown as { bkClickedAt?: number; bkLoadingAt?: number };
      return (marks.bkLoadingAt ?? Number.NaN) - (marks.bkClickedAt ?? Number.NaN);
    });
}

test('the time-zone search shows its loading state only after 200 ms, then itself', async ({ page }) => {
  const release = await holdBack(page, '**/assets/time-zone-picker-*.js');
  await page.goto('/widget/appointment/anna-de-vries/massage-60');
  await waitForHydration(page);
  const delay = await watchLoadingState(page);
  await page.getByRole('button', { name: en.timeZonePicker.change }).click();
  const loading = page.locator('[data-scope="loading-state"]').getByRole('status');
  await expect(loading).toHaveText(en.common.loading);
  expect(await delay()).toBeGreaterThanOrEqual(200);
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('combobox')).toBeVisible();
  await expect(page.locator('[data-scope="loading-state"]')).toHaveCount(0);
});

test('a cart’s guest list that is slow to come says it is loading, then shows itself', async ({ page }) => {
  const release = await holdBack(page, '**/assets/guest-list-*.js');
  await page.goto('/widget/appointment/harbor-studio');
  await waitForHydration(page);
  // Before: nothing where the guests will be; then, after the spec's delay, the loading state.
  const loading = page.locator('[data-scope="loading-state"]').getByRole('status');
  await expect(loading).toHaveText(en.common.loading);
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('group', { name: en.guestList.title })).toBeVisible();
  await expect(page.locator('[data-scope="loading-state"]')).toHaveCount(0);
});
