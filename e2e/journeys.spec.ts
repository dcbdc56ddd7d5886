import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  BOOKABLE_DAY,
  chooseFirstSlot,
  en,
  expectNoAxeViolations,
  fillCard,
  fillDetails,
  goToNextMonth,
  holdFirstSlot,
  holdLabelsOf,
  literal,
  payButton,
  waitForHydration,
  waitForSlots,
} from './helpers';

const holdLabels = holdLabelsOf(en);

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
  // Another time than the booked one: the last of the month's (the booking took the first).
  await chooseFirstSlot(other, en.slotPicker.nextMonth, 'last');
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
  // Keys pressed before React hydrates the server's HTML do nothing (a slow machine showed it).
  await waitForHydration(page);
  // 'Any available staff' is chosen; Tab reaches the radio group, then Continue.
  await page.getByRole('radio', { name: new RegExp(en.booking.anyStaff) }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.flow.continue })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: en.booking.stepDateTime })).toBeFocused();
  // The calendar: move to an available day with the arrows, then its first time.
  await waitForSlots(page);
  const available = page.locator(BOOKABLE_DAY);
  if ((await available.count()) === 0) {
    const title = page.locator('[data-part="month-title"]');
    const before = (await title.textContent()) ?? '';
    await page.getByRole('button', { name: en.slotPicker.nextMonth }).focus();
    await page.keyboard.press('Enter');
    await expect(title).not.toHaveText(before);
    await waitForSlots(page);
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

/** The time the visitor's calendar offers first for Anna's massage: the earliest free one after today. */
async function firstFreeMassage(page: Page): Promise<string> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const slots = await page.request.get('/api/v1/slots', {
    params: { service: 'massage-60', staff: 'anna-de-vries', from, to, timeZone: 'Europe/Amsterdam' },
  });
  expect(slots.status()).toBe(200);
  const { days } = (await slots.json()) as { days: { date: string; slots: { start: string }[] }[] };
  // Not today, as the page's tests choose (see BOOKABLE_DAY).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const start = days.filter((day) => day.date !== today).flatMap((day) => day.slots)[0]?.start;
  expect(start, 'a free massage').toBeDefined();
  return start as string;
}

/** 'Monday, March 9, 2026 at 10:00 AM': an occurrence as the series lists it, on the visitor's clock. */
const occurrenceLabel = (start: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(start));

test('a weekly massage series: a taken week gets another time, one deposit pays all three', async ({ page }) => {
  // The second week at the visitor's time is taken beforehand, by someone booking through the API.
  const first = await firstFreeMassage(page);
  const check = await page.request.get('/api/v1/slots/recurring', {
    params: { service: 'massage-60', staff: 'anna-de-vries', start: first, everyWeeks: '1', count: '3' },
  });
  expect(check.status()).toBe(200);
  const { occurrences } = (await check.json()) as { occurrences: { start: string; available: boolean }[] };
  expect(occurrences.map((occurrence) => occurrence.available)).toEqual([true, true, true]);
  const taken = await page.request.post('/api/v1/bookings', {
    data: {
      service: 'massage-60',
      staff: 'anna-de-vries',
      start: occurrences[1]?.start,
      timeZone: 'Europe/Amsterdam',
      locale: 'en',
      contact: { firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy@example.com', phone: '+43 1 234 5678' },
    },
  });
  expect(taken.status()).toBe(201);

  await page.goto('/widget/appointment/anna-de-vries/massage-60');
  await chooseFirstSlot(page, en.slotPicker.nextMonth);
  // Once a time is chosen the series is offered, off until the visitor wants it.
  const series = page.getByRole('group', { name: en.recurringSeries.title });
  const repeat = series.getByRole('checkbox', { name: en.recurringSeries.repeat });
  await expect(repeat).not.toBeChecked();
  await repeat.check();
  await expect(series.getByRole('radio', { name: en.recurringSeries.everyWeeks_one })).toBeChecked();
  const threeTimes = en.recurringSeries.times_other.replace('{{count}}', '3');
  await series.getByRole('radio', { name: threeTimes }).check();
  await expect(series.getByRole('status')).toHaveText(en.recurringSeries.taken_one.replace('{{count}}', '1'));
  const rows = series.locator('[data-scope="recurring-series"][data-part="occurrence"]');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(occurrenceLabel(first));
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'taken');
  await expect(rows.nth(2)).toHaveAttribute('data-state', 'free');
  // A taken week must be moved or left out before the series can be held.
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(en.recurringSeries.incomplete)).toBeVisible();
  const instead = series.getByRole('radiogroup', {
    name: en.recurringSeries.alternativesLegend.replace('{{date}}', occurrenceLabel(occurrences[1]?.start ?? '')),
  });
  const alternative = instead.getByRole('radio').first();
  const moved = (await alternative.getAttribute('value')) ?? '';
  await alternative.check();
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'replaced');
  await expect(rows.nth(1)).toContainText(en.recurringSeries.stateReplaced);
  await expect(page.getByText(en.recurringSeries.incomplete)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(en.hold.remaining.split('{{')[0] ?? '')).toBeVisible();
  // Back to the time: the series is kept, and the visitor's own hold leaves the first week free.
  await page.getByRole('button', { name: en.flow.back }).click();
  await series.getByRole('radio', { name: en.recurringSeries.times_other.replace('{{count}}', '4') }).check();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'free');
  await series.getByRole('radio', { name: threeTimes }).check();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'replaced');
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(`${en.booking.repeats}: ${en.recurringSeries.everyWeeks_one}, ${threeTimes}`)).toBeVisible();
  await fillDetails(page, en.details);
  await page.getByRole('button', { name: en.flow.continue }).click();
  // The deposit of every massage of the series, a quarter of 3 × €80, in one payment.
  await expect(payButton(page, en.payment.pay)).toHaveText(/60\.00/);
  await fillCard(page, en.payment, '4242 4242 4242 4242');
  await payButton(page, en.payment.pay).click();

  // The confirmation of all three, its address without the token, each booking opened by its cookie.
  await expect(page).toHaveURL(/\/widget\/booking\/[A-Za-z0-9_-]{16,}(,[A-Za-z0-9_-]{16,}){2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.appPages.yourBookings);
  await expect(page.getByRole('heading', { level: 2, name: en.confirmation.scheduled })).toHaveCount(3);
  await expect(page.getByText('ada@example.com')).toHaveCount(3);
  const ids = (page.url().split('/').at(-1) ?? '').split(',');
  const cookies = await page.context().cookies();
  for (const id of ids) expect(cookies.find((cookie) => cookie.name === `bk_booking_${id}`)?.httpOnly).toBe(true);
  const starts = await Promise.all(
    ids.map(async (id) => ((await (await page.request.get(`/api/v1/bookings/${id}`)).json()) as { start: string }).start),
  );
  expect(starts).toEqual([first, moved, occurrences[2]?.start]);

  // One .ics file with every appointment of the series.
  const calendar = page.getByRole('group', { name: en.addToCalendar.titleAll_other.replace('{{count}}', '3') });
  const download = calendar.getByRole('link', { name: en.addToCalendar.downloadAll_other.replace('{{count}}', '3') });
  const ics = decodeURIComponent(((await download.getAttribute('href')) ?? '').split(',').slice(1).join(','));
  for (const [index, id] of ids.entries()) {
    expect(ics).toContain(`UID:${id}@booking-kit\r\n`);
    expect(ics).toContain(`DTSTART:${starts[index]?.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
  }
  await expectNoAxeViolations(page);
});

test('going back for another time lets go of the first one at once', async ({ page }) => {
  await page.goto('/widget/appointment/anna-de-vries/intro-call');
  // A day with at least three times: one is held, and after going back another must be left besides
  // it (earlier tests may have taken most of the first days' times).
  const [, suffix = ''] = en.slotPicker.dayWithSlots_other.split('{{count}}');
  // Not today (see BOOKABLE_DAY): its times can pass the minimum notice while the test runs.
  const roomyDay = page
    .getByRole('button', { name: new RegExp(`, (?:[3-9]|\\d{2,})${literal(suffix)}$`) })
    .and(page.locator(':not([data-today])'));
  await waitForSlots(page);
  if ((await roomyDay.count()) === 0) await goToNextMonth(page, holdLabels.nextMonth);
  const chosenDay = roomyDay.last();
  // 'Monday, November 30, 2026': the day's name without its count of times, which the hold changes.
  const dayName = ((await chosenDay.getAttribute('aria-label')) ?? (await chosenDay.innerText()))
    .split(', ')
    .slice(0, 3)
    .join(', ');
  await chosenDay.click();
  const firstHold = page.waitForResponse((response) => response.url().endsWith('/api/v1/holds'));
  await page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio').first().click();
  await page.getByRole('button', { name: holdLabels.continue }).click();
  await expect(page.getByText(holdLabels.holdRemaining.split('{{')[0] ?? '')).toBeVisible();
  const { start } = await (await firstHold).json();
  const offered = async () => {
    const day = start.slice(0, 10);
    const answer = await page.request.get(
      `/api/v1/slots?service=intro-call&staff=anna-de-vries&from=${day}&to=${day}&timeZone=Europe/Amsterdam`,
    );
    const { days } = await answer.json();
    return days.flatMap((entry: { slots: { start: string }[] }) => entry.slots.map((slot) => slot.start)).includes(start);
  };
  // Held for this visitor: nobody else is offered it.
  expect(await offered()).toBe(false);
  await page.getByRole('button', { name: en.flow.back }).click();
  await expect(page.getByRole('heading', { name: en.booking.stepDateTime })).toBeFocused();
  // The same day again, for another of its times.
  await page.getByRole('button', { name: new RegExp(`^${literal(dayName)}`) }).click();
  const times = page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio');
  await times.nth(1).click();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByRole('heading', { name: en.details.title })).toBeFocused();
  await expect.poll(offered).toBe(true);
});

test.describe('on a phone with a share sheet', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The device's share sheet, as a phone's browser has it: it records what it was asked to share.
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { bkShared: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
    });
  });

  test('the manage link is copied with one button and shared with another, and the copy is announced', async ({ page }) => {
    const manageUrl = await bookIntroCall(page);
    await page.getByRole('button', { name: en.manage.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: en.manage.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(manageUrl);
    await page.getByRole('button', { name: en.manage.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { bkShared: ShareData[] }).bkShared))
      .toEqual([{ title: 'Intro call', url: manageUrl }]);
    await expectNoAxeViolations(page);
  });
});
