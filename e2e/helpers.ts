import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

/** A page, or a frame in one (a widget embedded in a host page): the booking helpers work in either. */
type Target = Page | Frame;

const readCatalog = (file: string) => JSON.parse(readFileSync(`packages/core/src/i18n/locales/${file}.json`, 'utf8'));

/**
 * A catalog the app ships: the widgets' words (a booking's, the cart's, managing a booking's), the site's and the server's (the emails' messages).
 * Tests read their words from it instead of repeating them.
 */
export const catalog = (locale: string) => ({
  ...readCatalog(locale),
  ...readCatalog(`cart/${locale}`),
  ...readCatalog(`manage/${locale}`),
  ...readCatalog(`site/${locale}`),
  ...readCatalog(`server/${locale}`),
});

/** The English catalog. */
export const en = catalog('en');

/** What the time step's 'Continue', the next month and the hold's countdown say, in a catalog. */
export const holdLabelsOf = (messages: typeof en) => ({
  nextMonth: messages.slotPicker.nextMonth,
  continue: messages.flow.continue,
  holdRemaining: messages.hold.remaining,
});

/** A catalog message with its values put in. */
export function message(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** The rules every page is held to: WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a violation is reported as. */
type Violation = { id: string; help: string };

/**
 * axe in the page itself, put in once per document (a client-side navigation keeps it). Written
 * here rather than with `AxeBuilder`: for every call, it injects axe twice and merges each frame's
 * results in a new blank page, which took 3 to 10 s a call on a loaded 2-core machine against
 * half a second for the same `axe.run`, and the suite calls it about 120 times.
 */
async function violationsInPage(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } })
      ).violations.map(({ id, help }) => ({ id, help })),
    AXE_TAGS,
  );
}

/**
 * Runs axe on the page as it is now and fails on any WCAG A/AA violation. A page with frames (a
 * host site with the widget) is checked with `AxeBuilder`, which reaches into every frame,
 * another origin's too.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations =
    page.frames().length === 1
      ? await violationsInPage(page)
      : (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Waits until the page is hydrated and the shown month's slots have loaded (the grid is no longer
 * busy): the calendar's keyboard and its hold are the script's, which loads after the first paint.
 */
export async function waitForSlots(page: Target): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('[data-part="grid"]')).toBeVisible();
  await expect(page.locator('[data-part="grid"][aria-busy]')).toHaveCount(0);
}

/**
 * Moves the calendar one month on and waits for that month's slots: a day clicked before they
 * arrive would belong to the month being left.
 */
export async function goToNextMonth(page: Target, nextMonthLabel: string): Promise<void> {
  const title = page.locator('[data-part="month-title"]');
  const before = await title.textContent();
  await page.getByRole('button', { name: nextMonthLabel }).click();
  await expect(title).not.toHaveText(before ?? '');
  await waitForSlots(page);
}

/**
 * The days of the shown month that tests book on: available, in the month, and not today. A time
 * later today can come inside the service's minimum notice (two hours) while a slow test runs,
 * between the page showing it and the hold asking for it, and the server then rightly refuses it;
 * and on a month's last working day today may be the month's only day, or none once an earlier
 * test has booked its last time. A later day's times are always hours beyond the notice.
 */
export const BOOKABLE_DAY = '[data-part="day"][data-availability="available"]:not([data-outside-month]):not([data-today])';

/**
 * Shows the first month (of this one and the next three) that has a {@link BOOKABLE_DAY}, waiting
 * for each month's slots: the tests before may have taken this month's times.
 */
export async function showMonthWithTimes(page: Target, nextMonthLabel: string): Promise<void> {
  await waitForSlots(page);
  for (let month = 0; month < 3 && (await page.locator(BOOKABLE_DAY).count()) === 0; month++) {
    await goToNextMonth(page, nextMonthLabel);
  }
}

/**
 * Chooses the first day that has times (moving to the next month if this one has none), then
 * its first time; with `which: 'last'`, the month's last such day and its last time. `day` picks
 * the day apart from the time (the last day's first time). Returns the chosen time's label.
 */
export async function chooseFirstSlot(
  page: Target,
  nextMonthLabel: string,
  which: 'first' | 'last' = 'first',
  day: 'first' | 'last' = which,
): Promise<string> {
  await showMonthWithTimes(page, nextMonthLabel);
  await page.locator(BOOKABLE_DAY)[day]().click();
  const slot = page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio')[which]();
  await expect(slot).toBeVisible();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  return label;
}

/** Fills the contact details. */
export async function fillDetails(
  page: Target,
  labels: { firstName: string; lastName: string; email: string; phone: string },
  values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
): Promise<void> {
  // The whole label (its required mark aside): in French 'Nom' (last name) is also in 'Prénom'.
  const field = (label: string) => page.getByLabel(new RegExp(`^${literal(label)}\\s*\\*?$`));
  await field(labels.firstName).fill(values.firstName);
  await field(labels.lastName).fill(values.lastName);
  await field(labels.email).fill(values.email);
  await field(labels.phone).fill(values.phone);
}

/**
 * Chooses the first time offered (see {@link chooseFirstSlot}; with `day: 'last'`, the first time
 * of the month's last day that has times) and goes on: the time is held for the visitor while the
 * details are filled in. Returns the chosen time's label.
 */
export async function holdFirstSlot(
  page: Target,
  labels: { nextMonth: string; continue: string; holdRemaining: string },
  day: 'first' | 'last' = 'first',
): Promise<string> {
  const label = await chooseFirstSlot(page, labels.nextMonth, 'first', day);
  // 'We hold this time for you for 9:59': the hold's countdown is running.
  const holding = page.getByText(labels.holdRemaining.split('{{')[0] ?? '');
  // The time step's own 'Continue': once the time is held, the details step has one of its own.
  const next = page.locator('[data-flow-step="time"]').getByRole('button', { name: labels.continue });
  // A part that arrives after the choice (a service's 'Repeat') can still move 'Continue' while the
  // click is on its way on a loaded machine, and the click lands beside it (CI lost a run that way
  // just after midnight). As a visitor would, click again while the time step is still there; a
  // click while the hold is on its way does nothing ('Continue' is pending).
  await expect(async () => {
    if (await next.isVisible()) await next.click({ timeout: 2_000 });
    await expect(holding).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return label;
}

/** Fills the payment step's card fields (the test provider's cards: see core's TEST_CARDS). */
export async function fillCard(
  page: Target,
  labels: { cardNumber: string; expiry: string; cvc: string; cardName: string },
  number: string,
): Promise<void> {
  await page.getByLabel(labels.cardNumber).fill(number);
  await page.getByLabel(labels.expiry).fill('12/34');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByLabel(labels.cardName).fill('Jürgen Müller');
}

/** The payment step's pay button, whatever the amount it shows ('Pay €22.50'). */
export function payButton(page: Target, payLabel: string) {
  const [before = '', after = ''] = payLabel.split('{{amount}}');
  return page.getByRole('button', { name: new RegExp(`^${literal(before)}.+${literal(after)}$`) });
}

/** A text matched literally inside a regular expression. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page's language choice (every layout has one), found by its name in `messages`. */
export const languageChoice = (page: Page, messages: typeof en) =>
  page.getByRole('navigation', { name: messages.common.language });

/** The locale cookie stored in the page's context, if any. */
export async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'bk_locale');
}

/**
 * Waits until React Router has no navigation or revalidation under way. A link to another
 * document clicked while the router still finishes a client-side navigation can be cancelled by
 * that navigation's own history update (seen once in CI: the click on a language did nothing).
 */
export async function waitForRouterIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { __reactRouterDataRouter: router } = window as unknown as {
      __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } };
    };
    return router?.state.navigation.state === 'idle' && router.state.revalidation === 'idle';
  });
}

/**
 * Waits until React has hydrated the page's frame (its `<main>` and every control in it carry
 * React's props): a click before that reaches server-rendered markup that does not answer yet (a
 * radio that does not check).
 */
export async function waitForHydration(target: Page | Frame): Promise<void> {
  await target.waitForFunction(() => {
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
    const main = document.querySelector('main');
    if (main === null || !hydrated(main)) return false;
    // A part the server streamed whose code is still loading (a lazily loaded step) stays server
    // HTML until it arrives: its controls do not answer yet. (Links are left out: a content page's
    // body is HTML React inserts whole, without props on its elements.)
    const controls = main.querySelectorAll('button, input, select, textarea, [role="checkbox"], [role="radio"], [role="button"]');
    return [...controls].every(hydrated);
  });
}
