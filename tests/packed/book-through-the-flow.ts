import { expect, type Page } from '@playwright/test';

/** What a visitor does in the consumer app: choose a day and a time. */
export async function bookThroughTheFlow(page: Page) {
  await expect(page.getByRole('heading', { name: 'Book a massage' })).toBeVisible();
  await page.getByRole('button', { name: /March 9/ }).click();
  await page.getByRole('option', { name: /9:00/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chosen' })).toContainText('2026-03-09T08:00');
}
