import { expect, type Page } from '@playwright/test';

/** What a visitor does in the consumer app: choose a service, a day and a time, then give their details. */
export async function bookThroughTheFlow(page: Page) {
  await expect(page.getByRole('heading', { name: 'Book a massage' })).toBeVisible();
  // The published CSS is applied: the root paints its token background.
  await expect(page.locator('.bk-root')).toHaveCSS('font-family', /system-ui|sans-serif/);

  await page.getByRole('radio', { name: /Massage/ }).check();
  await expect(page.getByRole('radio', { name: /Massage/ })).toContainText('€65.00');

  await page.getByRole('button', { name: /March 9/ }).click();
  await page.getByRole('radio', { name: /9:00/ }).click();
  await expect(page.getByRole('radio', { name: /9:00/ })).toHaveAttribute('aria-checked', 'true');

  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('button', { name: 'Book appointment' }).click();
  // The spec's message, linked to the field for screen readers.
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription(/This field is required/);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone').fill('+31 20 123 4567');
  await form.getByRole('button', { name: 'Book appointment' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Booked' })).toHaveText(
    'Booked Massage at 2026-03-09T08:00:00.000Z for Ada Lovelace (ada@example.com)',
  );
}
