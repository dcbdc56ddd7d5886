import { expect, test } from './fixtures';
import {
  catalog,
  chooseFirstSlot,
  en,
  expectNoAxeViolations,
  fillCard,
  fillDetails,
  goToNextMonth,
  holdFirstSlot,
  holdLabelsOf,
  payButton,
  waitForSlots,
} from './helpers';

const de = catalog('de');
const fr = catalog('fr');

test('a visitor books Anna’s intro call in English and lands on the confirmation', async ({ page }) => {
  // Hydration mismatches and failed requests show up as console errors: there must be none.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/widget/appointment/anna-de-vries/intro-call');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Intro call');
  await expect(page.getByText(en.booking.with.replace('{{name}}', 'Anna de Vries'))).toBeVisible();
  await expect(page.locator('[data-layout="calendar"]')).toBeVisible();
  await expectNoAxeViolations(page);

  const time = await holdFirstSlot(page, holdLabelsOf(en));
  await expect(page.getByText(en.booking.selectedTime)).toBeVisible();
  // Focus moved to the new step, so a screen reader hears where the visitor is.
  await expect(page.getByRole('heading', { name: en.details.title })).toBeFocused();
  await fillDetails(page, en.details);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en.booking.submit }).click();

  await expect(page).toHaveURL(/\/widget\/booking\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
  await expect(page.getByText('Intro call')).toBeVisible();
  await expect(page.getByText('ada@example.com')).toBeVisible();
  await expect(page.getByText(en.confirmation.contact.replace('{{phone}}', '+31 20 123 4567'))).toBeVisible();
  await expect(page.getByText(time.trim().split(/\s/)[0] ?? '')).toBeVisible();
  await expectNoAxeViolations(page);

  // Add to calendar: the .ics holds this very booking, at the instant the API stored.
  const bookingId = page.url().split('/').at(-1) ?? '';
  const calendar = page.getByRole('group', { name: en.addToCalendar.title });
  await expect(calendar.getByRole('link', { name: `Google Calendar ${en.addToCalendar.newTab}` })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  const ics = decodeURIComponent(
    ((await calendar.getByRole('link', { name: en.addToCalendar.download }).getAttribute('href')) ?? '')
      .split(',')
      .slice(1)
      .join(','),
  );
  const stored = await (await page.request.get(`/api/v1/bookings/${bookingId}`)).json();
  expect(ics).toContain(`UID:${bookingId}@booking-kit\r\n`);
  expect(ics).toContain(`DTSTART:${stored.start.replace(/[-:]/g, '').replace('.000', '')}\r\n`);

  // The booking is real: reloading the page reads it back from the database.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
  expect(consoleErrors).toEqual([]);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('a German browser is sent to /de/ and books in German', async ({ page }) => {
    await page.goto('/widget/appointment/anna-de-vries/massage-60');
    await expect(page).toHaveURL(/\/de\/widget\/appointment\/anna-de-vries\/massage-60$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByText(de.appPages.duration, { exact: true })).toBeVisible();
    // The business's own words in German too: the service's name and description.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Massage (60 Min.)');
    await expectNoAxeViolations(page);

    await holdFirstSlot(page, holdLabelsOf(de));
    await fillDetails(page, de.details, {
      firstName: 'Jürgen',
      lastName: 'Müller',
      email: 'juergen@example.de',
      phone: '+49 30 1234567',
    });
    // The massage asks for a deposit or the full price: the details go on to the payment.
    await page.getByRole('button', { name: de.flow.continue }).click();
    await expect(page.getByRole('heading', { name: de.payment.title })).toBeFocused();
    await expectNoAxeViolations(page);

    // A declined card says why and keeps the booking's time; another card then pays.
    await fillCard(page, de.payment, '4000 0000 0000 0002');
    await payButton(page, de.payment.pay).click();
    await expect(page.getByRole('alert').filter({ hasText: de.payment.errors.declined })).toBeVisible();
    await expect(page.getByLabel(de.payment.cardName)).toHaveValue('Jürgen Müller');
    await page.getByLabel(de.payment.cardNumber).fill('4242 4242 4242 4242');
    await payButton(page, de.payment.pay).click();

    await expect(page).toHaveURL(/\/de\/widget\/booking\/[A-Za-z0-9_-]{22,}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.confirmation.scheduled);
    // The spec's amounts: the massage's €80 total, a quarter of it paid now as the deposit.
    await expect(page.getByRole('definition').filter({ hasText: /^80,00\s€$/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: de.payment.depositNow })).toBeVisible();
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: /^20,00\s€$/ })
        .first(),
    ).toBeVisible();
    // Dates are written the German way, e.g. "Montag, 2. März 2026".
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. / }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } });

  test('a French visitor books the intro call under its French name', async ({ page }) => {
    await page.goto('/fr/widget/appointment/anna-de-vries/intro-call');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appel découverte');
    await holdFirstSlot(page, holdLabelsOf(fr));
    await fillDetails(page, fr.details, { firstName: 'Émilie', lastName: 'Châtelet', email: 'emilie@example.fr', phone: '' });
    await page.getByRole('button', { name: fr.booking.submit }).click();
    await expect(page).toHaveURL(/\/fr\/widget\/booking\/[A-Za-z0-9_-]{22,}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.confirmation.scheduled);
    await expect(page.getByRole('definition').filter({ hasText: 'Appel découverte' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('wrong details are explained in place and nothing typed is lost', async ({ page }) => {
  await page.goto('/widget/appointment/anna-de-vries/intro-call');
  // 'Continue' without a time says what is missing, once the page runs (a press before that is
  // the server's button, which does nothing yet).
  await waitForSlots(page);
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(en.booking.chooseTimeFirst)).toBeVisible();
  await holdFirstSlot(page, holdLabelsOf(en));
  await page.getByLabel(en.details.lastName).fill('Hopper');
  await page.getByLabel(en.details.email).fill('grace@invalid');
  await page.getByRole('button', { name: en.booking.submit }).click();

  await expect(page.getByLabel(en.details.firstName)).toBeFocused();
  await expect(page.getByText(en.validation.required).first()).toBeVisible();
  await expect(page.getByText(en.validation.emailInvalid)).toBeVisible();
  await expect(page.getByLabel(en.details.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(en.details.lastName)).toHaveValue('Hopper');
  await expectNoAxeViolations(page);
});

test('an unknown provider or service is a 404 page in the error layout', async ({ page }) => {
  const response = await page.goto('/widget/appointment/nobody-here/intro-call');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-layout="error"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Page Not Found: /widget/appointment/nobody-here/intro-call')).toBeVisible();
  await expectNoAxeViolations(page);

  const unknownService = await page.goto('/widget/appointment/anna-de-vries/no-such-service');
  expect(unknownService?.status()).toBe(404);
  const unknownLocale = await page.goto('/xx/widget/appointment/anna-de-vries/intro-call');
  expect(unknownLocale?.status()).toBe(404);
});

test('the favicon path is not found', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe('Not found');
});

test.describe('for a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('times are shown on the visitor’s clock, and the booking keeps the same instant', async ({ page }) => {
    await page.goto('/widget/appointment/anna-de-vries/intro-call');
    // The first visit renders in the studio's zone; the browser then tells its own and the times follow.
    await expect(page.getByText(en.slotPicker.timeZone.replace('{{timeZone}}', 'America/New York'))).toBeVisible();
    // Next month, so that the first day offered starts at the beginning of Anna's hours.
    await goToNextMonth(page, en.slotPicker.nextMonth);
    await chooseFirstSlot(page, en.slotPicker.nextMonth);
    // Anna works 09:00–17:00 in Amsterdam: 03:00–11:00 in New York (04:00–12:00 in the weeks when
    // only one of the two zones has changed its clocks). Earlier tests may have taken some times,
    // so every time offered is checked rather than the first one.
    const offered = await page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    for (const label of offered) {
      const [, hour, minute, meridiem] = label.match(/(\d{1,2}):(\d{2})\s?(AM|PM)/) ?? [];
      const minutes = (Number(hour) % 12) * 60 + Number(minute) + (meridiem === 'PM' ? 720 : 0);
      expect(minutes, label).toBeGreaterThanOrEqual(3 * 60);
      expect(minutes, label).toBeLessThan(12 * 60);
    }
    await page.getByRole('button', { name: en.flow.continue }).click();
    await fillDetails(page, en.details, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 212 555 0100',
    });
    await page.getByRole('button', { name: en.booking.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
    await expect(page.getByRole('definition').filter({ hasText: /(EST|EDT|GMT-5|GMT-4)/ })).toBeVisible();
  });
});
