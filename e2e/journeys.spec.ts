import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillCard, fillDetails, holdFirstSlot, payButton } from './helpers';

/** The English catalog: tests read their words from it instead of repeating them. */
const en = JSON.parse(readFileSync('packages/core/src/i18n/locales/en.json', 'utf8'));
const holdLabels = { nextMonth: en.slotPicker.nextMonth, continue: en.flow.continue, holdRemaining: en.hold.remaining };

/** Books Anna's free intro call and answers the confirmation page's manage link. */
async function bookIntroCall(page: Page): Promise<string> {
  await page.goto('/widget/appointment/anna-de-vries/intro-call');
  await holdFirstSlot(page, holdLabels);
  await fillDetails(page, en.details, { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.com', phone: '' });
  await page.getByRole('button', { name: en.booking.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
  const link = page.getByLabel(en.manage.link);
  await expect(link).toHaveValue(/\/widget\/booking\/[A-Za-z0-9_-]+\?token=/);
  return link.inputValue();
}

/** A new browser, as on another device: no cookies of the first one. */
async function otherDevice(browser: Browser): Promise<Page> {
  // A visitor there who allowed essential cookies only.
  const consent = { name: 'bk-consent', value: 'essential', domain: '127.0.0.1', path: '/' };
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Amsterdam' });
  await context.addCookies([consent]);
  return context.newPage();
}

test('the manage link reschedules and then cancels the booking from another device', async ({ page, browser }) => {
  const manageUrl = await bookIntroCall(page);
  const other = await otherDevice(browser);
  await other.goto(manageUrl);
  // The token moved into this browser's cookie: the address no longer holds it.
  await expect(other).toHaveURL(/\/widget\/booking\/[A-Za-z0-9_-]+$/);
  await expect(other.getByText('ada.byron@example.com')).toBeVisible();

  await other.getByRole('link', { name: en.manage.reschedule }).click();
  await expect(other.getByRole('heading', { name: en.rescheduleBooking.title })).toBeVisible();
  await expect(other.locator('[data-part="grid"][aria-busy]')).toHaveCount(0);
  const day = other.locator('[data-availability="available"]:not([data-outside-month])');
  if ((await day.count()) === 0) await other.getByRole('button', { name: en.slotPicker.nextMonth }).click();
  await day.last().click();
  await other.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio').last().click();
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: en.rescheduleBooking.submit }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.rescheduled);

  await other.getByRole('link', { name: en.manage.cancel }).click();
  await other.getByLabel(en.cancelBooking.reason).fill('My train is cancelled');
  await other.getByRole('button', { name: en.cancelBooking.submit }).click();
  const confirm = other.getByRole('alertdialog', { name: en.cancelBooking.confirm.title });
  await expect(confirm.getByRole('button', { name: en.cancelBooking.confirm.keep })).toBeFocused();
  await confirm.getByRole('button', { name: en.cancelBooking.confirm.action }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.cancelled);
  await expect(other.getByText('My train is cancelled')).toBeVisible();
  await expectNoAxeViolations(other);
  // The first browser sees the same booking cancelled.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.cancelled);
});

test('a class with guests: the seat limit is said, every seat is paid, the guests are booked', async ({ page }) => {
  await page.goto('/widget/appointment/harbor-studio/yoga-class');
  const guests = page.getByRole('group', { name: en.guestList.title });
  for (const [index, name] of ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'].entries()) {
    await guests.getByRole('button', { name: en.guestList.add }).click();
    await guests.getByLabel(en.guestList.name).nth(index).fill(name);
    await guests
      .getByLabel(en.guestList.email)
      .nth(index)
      .fill(`${name.split(' ')[0]?.toLowerCase()}@example.com`);
  }
  // Four seats per booking: the visitor and three guests, then the spec's message.
  await expect(page.getByText(en.errors.SEAT_LIMIT.replace('{{count}}', '4'))).toBeVisible();
  await expect(guests.getByRole('button', { name: en.guestList.add })).toBeDisabled();
  await expectNoAxeViolations(page);
  await holdFirstSlot(page, holdLabels);
  await fillDetails(page, en.details);
  // The class asks the visitor to accept its terms (the business's consent text).
  await page.getByRole('checkbox', { name: /own risk/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();
  // The full price of four seats.
  await expect(payButton(page, en.payment.pay)).toHaveText(/60/);
  await fillCard(page, en.payment, '4242 4242 4242 4242');
  await payButton(page, en.payment.pay).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
  await expectNoAxeViolations(page);
});

test('a request that the studio confirms: asked for a location, no calendar entry until confirmed', async ({ page }) => {
  await page.goto('/widget/appointment/anna-de-vries/consultation-30');
  await holdFirstSlot(page, holdLabels);
  await fillDetails(page, en.details);
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(en.validation.locationRequired)).toBeVisible();
  // Focus is on the field to correct; what was typed elsewhere is kept.
  const location = page.getByRole('textbox', { name: en.booking.location, exact: true });
  await expect(location).toBeFocused();
  await expect(page.getByLabel(en.details.firstName)).toHaveValue('Ada');
  await location.fill('Keizersgracht 1, Amsterdam');
  await page.getByRole('button', { name: en.flow.continue }).click();
  await fillCard(page, en.payment, '4242 4242 4242 4242');
  await payButton(page, en.payment.pay).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.requested);
  await expect(page.getByRole('group', { name: en.addToCalendar.title })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a team’s page asks who, and books with the keyboard only', async ({ page }) => {
  await page.goto('/widget/appointment/harbor-studio/intro-call');
  await expect(page.getByRole('heading', { name: en.booking.stepStaff })).toBeVisible();
  await expectNoAxeViolations(page);
  // 'Any available staff' is chosen; Tab reaches the radio group, then Continue.
  await page.getByRole('radio', { name: new RegExp(en.booking.anyStaff) }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.flow.continue })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: en.booking.stepDateTime })).toBeFocused();
  // The calendar: move to an available day with the arrows, then its first time.
  await expect(page.locator('[data-part="grid"][aria-busy]')).toHaveCount(0);
  const available = page.locator('[data-availability="available"]:not([data-outside-month])');
  if ((await available.count()) === 0) {
    await page.getByRole('button', { name: en.slotPicker.nextMonth }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-part="grid"][aria-busy]')).toHaveCount(0);
  }
  await available.first().focus();
  await page.keyboard.press('Enter');
  const firstTime = page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio').first();
  await firstTime.focus();
  await page.keyboard.press('Space');
  await expect(firstTime).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: en.flow.continue }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: en.details.title })).toBeFocused();
  for (const [label, value] of [
    [en.details.firstName, 'Kay'],
    [en.details.lastName, 'Board'],
    [en.details.email, 'kay@example.com'],
  ]) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label as string)).toBeFocused();
    await page.keyboard.type(value as string);
  }
  await page.getByLabel(en.details.email).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
});
