import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  catalog,
  chooseFirstSlot,
  en,
  expectNoAxeViolations,
  fillCard,
  fillDetails,
  literal,
  message,
  payButton,
} from './helpers';

/**
 * The whole booking flow in each of the 11 interface locales: every word the visitor reads comes
 * from that locale's catalog, and every date, time, weekday and amount is written the way `Intl`
 * writes it for the locale's BCP 47 tag. Expectations are derived here from the catalogs and from
 * `Intl` (Node's ICU), never typed in, so a new locale or a CLDR update needs no change.
 *
 * Every locale books the paid `massage-60` (€80, a 25 % deposit paid now) rather than the free
 * intro call: it goes through one more screen and more formats (the payment step, four amounts),
 * and the 11 flows still take about 1.5 minutes in all (5–9 s each on a busy 2-core machine).
 */

/** Each locale code (the URL prefix, the catalog's file) with its BCP 47 tag. */
const LOCALES = [
  ['da', 'da-DK'],
  ['de', 'de-DE'],
  ['en', 'en-US'],
  ['es', 'es-ES'],
  ['fr', 'fr-FR'],
  ['hu', 'hu-HU'],
  ['it', 'it-IT'],
  ['nl', 'nl-NL'],
  ['pl', 'pl-PL'],
  ['pt-br', 'pt-BR'],
  ['pt', 'pt-PT'],
] as const;

const ZONE = 'Europe/Amsterdam';
const STAFF = 'Anna de Vries';
const STUDIO_PHONE = '+31 20 123 4567';
/** The massage: 60 minutes, €80, a deposit of a quarter of it (€20) paid now, €60 at the appointment. */
const SERVICE = { slug: 'massage-60', minutes: 60, price: 80, depositShare: 0.25 };

/** The spaces `Intl` puts in numbers, dates and times (no-break, narrow no-break, thin) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

/** The locale's first day of the week, 1 (Monday) to 7 (Sunday), as CLDR says for the tag. */
function firstDayOfWeek(tag: string): number {
  const locale = new Intl.Locale(tag) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
  if (firstDay === undefined) throw new Error(`Intl has no week info for ${tag}`);
  return firstDay;
}

/** A date at noon UTC whose weekday is `isoDay` (1 = Monday … 7 = Sunday): 2024-01-01 was a Monday. */
const dayOfWeek = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay, 12));

/** Every leaf message of a catalog. */
function leaves(messages: unknown, out: string[] = []): string[] {
  for (const value of Object.values(messages as Record<string, unknown>)) {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') leaves(value, out);
  }
  return out;
}

/**
 * No English interface text on the page: no visible line, accessible name or title is an English
 * message that the locale's catalog words differently (a missing key falls back to English), nor
 * an English message with its values put in ('with Anna de Vries', 'Pay €20.00').
 */
async function expectNoEnglish(page: Page, messages: typeof en): Promise<void> {
  const own = new Set(leaves(messages));
  const english = leaves(en).filter((text) => !own.has(text));
  const exact = new Set(english.filter((text) => !text.includes('{{')));
  const templates = english
    .filter((text) => text.includes('{{') && text.replace(/\{\{\w+\}\}/g, '').replace(/\W/g, '').length >= 4)
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\{\w+\}\}/)
            .map(literal)
            .join('.+')}$`,
          's',
        ),
    );
  const texts = await page.evaluate(() => [
    document.title,
    ...document.body.innerText.split('\n'),
    ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ]);
  const found = texts
    .map((text) => text.trim())
    .filter((text) => exact.has(text) || templates.some((template) => template.test(text)));
  expect(found).toEqual([]);
}

/** The value of a `<dt>`/`<dd>` pair of a description list (`dl`, or the page's lists), named by its term. */
function fact(page: Page, term: string, dl: Locator = page.locator('dl')): Locator {
  return dl
    .locator(':scope > div')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
}

for (const [code, tag] of LOCALES) {
  test.describe(`in ${tag}`, () => {
    test.use({ locale: tag, timezoneId: ZONE });

    test(`books ${SERVICE.slug} with ${code}'s own words, weekdays, times, dates and amounts`, async ({ page }) => {
      // Hydration mismatches, failed requests and uncaught errors: there must be none.
      const errors: string[] = [];
      page.on('console', (entry) => {
        if (entry.type() === 'error') errors.push(entry.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      const t = catalog(code) as typeof en;
      const prefix = code === 'en' ? '' : `/${code}`;
      const money = (euros: number) => plain(new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(euros));
      const hourCycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
      const twelveHour = hourCycle === 'h11' || hourCycle === 'h12';
      const slotTime = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: ZONE });
      const longDate = new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: ZONE,
      });

      // 1. The service page, under the locale's prefix (English has none: /en/ redirects to it).
      await page.goto(`/${code}/widget/appointment/anna-de-vries/${SERVICE.slug}`);
      await expect(page).toHaveURL(
        new RegExp(`^https?://[^/]+${literal(`${prefix}/widget/appointment/anna-de-vries/${SERVICE.slug}`)}$`),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(fact(page, t.appPages.duration)).toHaveText(
        plain(new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(SERVICE.minutes)),
      );
      await expect(fact(page, t.appPages.price)).toHaveText(money(SERVICE.price));
      await expect(page.getByText(message(t.booking.with, { name: STAFF }), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.booking.stepDateTime })).toBeVisible();
      const picker = page.getByRole('group', { name: t.slotPicker.label });
      await expect(picker.getByRole('button', { name: t.slotPicker.previousMonth })).toBeVisible();
      await expect(picker.getByRole('button', { name: t.slotPicker.nextMonth })).toBeVisible();
      await expect(picker.getByText(message(t.slotPicker.timeZone, { timeZone: ZONE }))).toBeVisible();
      await expect(page.getByRole('button', { name: t.flow.continue })).toBeVisible();

      // The month grid's columns: the locale's week, from its own first day, in short weekday names
      // with the full name in `abbr`. The first day is CLDR's, not a list kept here: Monday for most
      // European tags, Sunday for en-US and pt-BR, and Sunday for pt-PT as well (CLDR's week data
      // starts Portugal's week on Sunday).
      const firstDay = firstDayOfWeek(tag);
      const weekdayShort = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
      const weekdayLong = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
      const week = Array.from({ length: 7 }, (_, index) => dayOfWeek(((firstDay - 1 + index) % 7) + 1));
      const headers = page.locator('[data-scope="slot-picker"][data-part="grid"] th');
      await expect(headers.first()).toHaveText(weekdayShort.format(dayOfWeek(firstDay)));
      await expect(headers).toHaveText(week.map((date) => weekdayShort.format(date)));
      expect(await headers.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('abbr')))).toEqual(
        week.map((date) => weekdayLong.format(date)),
      );
      await expectNoEnglish(page, t);
      await expectNoAxeViolations(page);

      // 2. A time (the first one offered), on the locale's clock.
      await chooseFirstSlot(page, t.slotPicker.nextMonth);
      const times = page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio');
      const offered = await times.evaluateAll((radios) =>
        radios.map((radio) => ({ start: radio.getAttribute('data-value') ?? '', label: radio.textContent?.trim() ?? '' })),
      );
      const dayPeriods = new Set(
        [0, 12].flatMap((hour) =>
          slotTime
            .formatToParts(Date.UTC(2024, 0, 1, hour))
            .filter((part) => part.type === 'dayPeriod')
            .map((part) => plain(part.value).trim()),
        ),
      );
      expect(offered.length).toBeGreaterThan(0);
      for (const { start, label } of offered) {
        expect(plain(label), start).toBe(plain(slotTime.format(new Date(start))));
        if (twelveHour) {
          expect(
            [...dayPeriods].some((period) => label.includes(period)),
            label,
          ).toBe(true);
        } else {
          expect(label).toMatch(/^\d{1,2}[:.]\d{2}$/);
        }
      }
      const chosen = offered[0]?.start ?? '';
      await expect(times.first()).toHaveAttribute('aria-checked', 'true');
      // The month's title, the chosen day's name (with its plural) and the list of its times.
      const day = plain(longDate.format(new Date(chosen)));
      await expect(page.locator('[data-scope="slot-picker"][data-part="month-title"]')).toHaveText(
        plain(new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: ZONE }).format(new Date(chosen))),
      );
      const plural = new Intl.PluralRules(tag).select(offered.length);
      const dayLabel = (t.slotPicker as Record<string, string>)[`dayWithSlots_${plural}`];
      expect(dayLabel, `slotPicker.dayWithSlots_${plural}`).toBeDefined();
      await expect(page.getByRole('gridcell', { selected: true }).getByRole('button')).toHaveAttribute(
        'aria-label',
        message(dayLabel ?? '', { date: day, count: offered.length }),
      );
      await expect(page.getByRole('radiogroup', { name: message(t.slotPicker.slotsFor, { date: day }) })).toBeVisible();

      // The massage may repeat: with the time, the series is offered, under its title in the locale.
      await expect(page.getByRole('group', { name: t.recurringSeries.title })).toBeVisible();

      // 3. Held while the details are filled in (catalog labels), then paid, then confirmed.
      await page.getByRole('button', { name: t.flow.continue }).click();
      await expect(page.getByText(t.hold.remaining.split('{{')[0] ?? '')).toBeVisible();
      await expect(page.getByRole('heading', { name: t.details.title })).toBeFocused();
      await expect(page.getByText(t.booking.selectedTime)).toBeVisible();
      await expect(page.getByText(t.details.requiredLegend)).toBeVisible();
      await fillDetails(page, t.details, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada.${code}@example.com`,
        phone: '+31 6 12345678',
      });
      await expectNoEnglish(page, t);
      await page.getByRole('button', { name: t.flow.continue }).click();

      await expect(page.getByRole('heading', { name: t.payment.title })).toBeFocused();
      const deposit = SERVICE.price * SERVICE.depositShare;
      const percent = plain(new Intl.NumberFormat(tag, { style: 'percent' }).format(SERVICE.depositShare));
      const choice = page.getByRole('radiogroup', { name: t.payment.choiceLegend });
      await expect(
        choice.getByRole('radio', { name: message(t.payment.deposit, { amount: money(deposit), percent }) }),
      ).toBeChecked();
      await expect(choice.getByRole('radio', { name: message(t.payment.full, { amount: money(SERVICE.price) }) })).toBeVisible();
      const summary = page.locator('[data-scope="payment-step"][data-part="summary"]');
      await expect(fact(page, t.payment.total, summary)).toHaveText(money(SERVICE.price));
      await expect(fact(page, t.payment.depositNow, summary)).toHaveText(money(deposit));
      await expect(fact(page, t.payment.remaining, summary)).toHaveText(money(SERVICE.price - deposit));
      await expect(payButton(page, t.payment.pay)).toHaveText(message(t.payment.pay, { amount: money(deposit) }));
      await fillCard(page, t.payment, '4242 4242 4242 4242');
      await expectNoEnglish(page, t);
      await payButton(page, t.payment.pay).click();

      // The confirmation, under the same prefix.
      await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${literal(prefix)}/widget/booking/[A-Za-z0-9_-]{22,}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmation.scheduled);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      const id = page.url().split('/').at(-1) ?? '';
      const stored = (await (await page.request.get(`/api/v1/bookings/${id}`)).json()) as { start: string; end: string };
      expect(stored.start).toBe(chosen);
      const details = page.locator('[data-scope="confirmation"][data-part="details"]');
      await expect(fact(page, t.confirmation.what, details)).toHaveText(/\S/);
      // The day and times as core's formatAppointmentTime writes them: the long date with the
      // weekday, the start and end on the locale's clock and the zone's short name.
      const when = new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: ZONE,
        timeZoneName: 'short',
      }).formatRange(new Date(stored.start), new Date(stored.end));
      await expect(fact(page, t.confirmation.when, details)).toHaveText(plain(when));
      await expect(fact(page, t.confirmation.when, details)).toContainText(
        new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: ZONE }).format(new Date(stored.start)),
      );
      await expect(fact(page, t.confirmation.who, details)).toHaveText(
        `Ada Lovelace · ${message(t.booking.with, { name: STAFF })}`,
      );
      await expect(fact(page, t.details.email, details)).toHaveText(`ada.${code}@example.com`);
      await expect(fact(page, t.payment.total, details)).toHaveText(money(SERVICE.price));
      await expect(fact(page, t.payment.depositNow, details)).toHaveText(money(deposit));
      await expect(fact(page, t.payment.paidAmount, details)).toHaveText(money(deposit));
      await expect(fact(page, t.payment.remaining, details)).toHaveText(money(SERVICE.price - deposit));
      await expect(fact(page, t.confirmation.reference, details)).toHaveText(id);
      await expect(page.getByText(message(t.confirmation.contact, { phone: STUDIO_PHONE }))).toBeVisible();
      await expect(page.getByRole('group', { name: t.addToCalendar.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.manage.title })).toBeVisible();
      await expect(page.getByLabel(t.manage.link)).toHaveValue(new RegExp(`${literal(prefix)}/widget/booking/${id}\\?token=`));
      await expect(page.getByRole('link', { name: t.manage.reschedule })).toBeVisible();
      await expect(page.getByRole('link', { name: t.manage.cancel })).toBeVisible();
      await expect(page.getByText(t.appPages.keepLink)).toBeVisible();
      await expectNoEnglish(page, t);
      await expectNoAxeViolations(page);

      expect(errors).toEqual([]);
    });
  });
}
