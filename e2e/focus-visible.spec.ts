import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOOKABLE_DAY, en, fillDetails, holdFirstSlot, holdLabelsOf, showMonthWithTimes, waitForHydration } from './helpers';

/**
 * Keyboard focus is always visible: a visitor who tabs through a page sees where they are on
 * every stop. The parts draw their ring from `data-focus-visible` (react-aria's focus modality)
 * and the app's own elements from `:focus-visible`; a part left without either would be an
 * invisible stop, which axe does not see. And a click shows no ring where the keyboard would.
 */

/** What the visitor sees of the focused element: its outline or its ring (a box shadow), and what it is. */
async function focusedLook(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      name: `${element.tagName.toLowerCase()}${element.dataset.scope ? ` ${element.dataset.scope}/${element.dataset.part}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      visible: outlined || style.boxShadow !== 'none',
    };
  });
}

/** Tabs through the whole page once (up to `limit` stops) and returns the stops that showed no focus. */
async function invisibleStops(page: Page, limit = 60): Promise<string[]> {
  const invisible: string[] = [];
  const seen = new Set<string>();
  // From the top of the page: a click in its corner moves the point Tab starts from.
  await page.mouse.click(1, 1);
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    const look = await focusedLook(page);
    if (look === null) break;
    // Back at the start: the page has been walked through.
    if (seen.has(look.name) && stop > 0 && look.name === [...seen][0]) break;
    seen.add(look.name);
    if (!look.visible) invisible.push(look.name);
  }
  expect(seen.size, 'the walk met focusable elements').toBeGreaterThan(3);
  return invisible;
}

test('every stop on the way through a booking page shows its focus, and a click shows none', async ({ page }) => {
  await page.goto('/widget/appointment/anna-de-vries/massage-60');
  // A month with a day to click (on a month's last day, this one may have none).
  await showMonthWithTimes(page, en.slotPicker.nextMonth);
  expect(await invisibleStops(page)).toEqual([]);
  // A click on a day moves focus there without a ring: the pointer needs none.
  const day = page.locator(BOOKABLE_DAY).first();
  await day.click();
  await expect(day).toBeFocused();
  await expect(day).not.toHaveAttribute('data-focus-visible');
  expect((await focusedLook(page))?.visible).toBe(false);
  // The next key brings it back.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await focusedLook(page))?.visible).toBe(true);
});

test('every stop of the details step and of a service menu shows its focus', async ({ page }) => {
  await page.goto('/widget/appointment/anna-de-vries/massage-60');
  await holdFirstSlot(page, holdLabelsOf(en));
  await fillDetails(page, en.details);
  expect(await invisibleStops(page)).toEqual([]);
  await page.goto('/widget/service-menus/spa-menu');
  await waitForHydration(page);
  expect(await invisibleStops(page)).toEqual([]);
});

test('every stop of a form shows its focus', async ({ page }) => {
  await page.goto('/widget/form/form-intake');
  await waitForHydration(page);
  expect(await invisibleStops(page)).toEqual([]);
});
