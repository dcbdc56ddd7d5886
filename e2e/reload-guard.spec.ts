import { expect, test } from './fixtures';
import { chooseFirstSlot, en, holdLabelsOf } from './helpers';

const holdLabels = holdLabelsOf(en);

test('a later step whose file fails to load reloads the page once, and then loads', async ({ page }) => {
  // The first request for the details step's file fails, as after a deployment replaced it.
  let failed = 0;
  await page.route(/\/assets\/details-step-[\w-]+\.js$/, async (route) => {
    if (failed++ === 0) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/widget/appointment/anna-de-vries/intro-call?month=2026-12');
  await chooseFirstSlot(page, holdLabels.nextMonth);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: holdLabels.continue }).click();
  await reloaded;
  // Reloaded where it was (the address keeps the month), with the reload noted for the guard.
  await expect(page).toHaveURL(/\/widget\/appointment\/anna-de-vries\/intro-call\?.*month=2026-12/);
  expect(await page.evaluate(() => sessionStorage.getItem('bk-reload-guard'))).toMatch(/^\d+$/);
  // The booking was kept in the tab: the held time's details step again, not the calendar.
  const firstName = page.getByLabel(new RegExp(`^${en.details.firstName}`));
  await expect(firstName).toBeVisible();
  await expect(page.getByText(`${en.booking.selectedTime}:`)).toBeVisible();
  expect(failed).toBe(2);
  // What the visitor typed survives a reload too.
  await firstName.fill('Ada');
  await page.reload();
  await expect(page.getByLabel(new RegExp(`^${en.details.firstName}`))).toHaveValue('Ada');
});
