import { expect, test } from './fixtures';
import { en, waitForSlots } from './helpers';

/**
 * The demo business takes bookings from 2 hours to 90 days ahead. The calendar offers nothing
 * past the horizon and no month beyond it; the API refuses a start outside the window.
 */

const HORIZON_DAYS = 90;
const monthTitle = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(date);

test('the calendar stops at the month the booking horizon ends in', async ({ page }) => {
  const horizon = new Date(Date.now() + HORIZON_DAYS * 86_400_000);
  // Asking for a month far past the horizon shows the horizon's month, with no way further.
  await page.goto('/widget/appointment/anna-de-vries/massage-60?month=2099-01');
  await waitForSlots(page);
  await expect(page.locator('[data-part="month-title"]')).toHaveText(monthTitle(horizon));
  await expect(page.getByRole('button', { name: en.slotPicker.nextMonth })).toBeDisabled();
  // No day after the horizon has a time: each says so and cannot be chosen.
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })
    .format(horizon)
    .split('-')
    .map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
  for (let after = day + 1; after <= lastDay; after++) {
    const label = longDate.format(new Date(Date.UTC(year, month - 1, after)));
    await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toHaveAttribute('data-availability', 'unavailable');
  }
});

test('the API offers no slot and takes no booking outside the window', async ({ request }) => {
  const slots = await request.get('/api/v1/slots', {
    params: { service: 'massage-60', staff: 'anna-de-vries', from: '2099-01-01', to: '2099-01-31', timeZone: 'Europe/Amsterdam' },
  });
  expect(slots.status()).toBe(200);
  const { days } = (await slots.json()) as { days: { slots: unknown[] }[] };
  expect(days.flatMap((day) => day.slots)).toEqual([]);

  for (const start of [new Date(Date.now() + 100 * 86_400_000), new Date(Date.now() + 30 * 60_000)]) {
    start.setUTCMinutes(0, 0, 0);
    const booked = await request.post('/api/v1/bookings', {
      data: {
        service: 'massage-60',
        staff: 'anna-de-vries',
        start: start.toISOString(),
        timeZone: 'Europe/Amsterdam',
        locale: 'en',
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
      },
    });
    expect(booked.status(), start.toISOString()).toBe(400);
    expect((await booked.json()).code).toBe('OUTSIDE_BOOKING_WINDOW');
  }

  const absurd = await request.get('/api/v1/slots', {
    params: { service: 'massage-60', staff: 'anna-de-vries', from: '9999-12-31', to: '9999-12-31', timeZone: 'UTC' },
  });
  expect(absurd.status()).toBe(400);
});
