import type { Browser, Page } from '@playwright/test';
import { createOneTimeLink } from './admin';
import { bookThroughApi } from './api-booking';
import { expect, test } from './fixtures';
import { en, expectNoAxeViolations, fillDetails, holdFirstSlot, holdLabelsOf, message, waitForHydration } from './helpers';

const holdLabels = holdLabelsOf(en);

/** A new browser, as on another device: none of the first one's cookies. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Amsterdam' });
  await context.addCookies([{ name: 'bk-consent', value: 'all', domain: '127.0.0.1', path: '/' }]);
  return context.newPage();
}

/** Expects the page's layout (`data-layout` of the page frame). */
async function expectLayout(page: Page, layout: 'calendar' | 'default' | 'form' | 'error') {
  await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1);
}

/** Books intro-call on the page shown (staff step: anyone free), with the details given; returns the booking id. */
async function bookIntroCallHere(page: Page, email: string): Promise<string> {
  await expect(page.getByRole('heading', { name: en.booking.stepStaff })).toBeVisible();
  // A click before React hydrates the server's HTML does nothing (a slow machine showed it).
  await waitForHydration(page);
  await page.getByRole('button', { name: en.flow.continue }).click();
  await holdFirstSlot(page, holdLabels);
  await fillDetails(page, en.details, { firstName: 'Grace', lastName: 'Hopper', email, phone: '' });
  await page.getByRole('button', { name: en.booking.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.scheduled);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  return id;
}

test('a group, by id and by slug, lists its services and opens one’s calendar', async ({ page, request }) => {
  const group = (await (await request.get('/api/v1/groups/grp-wellness')).json()) as { name: string };
  await page.goto('/widget/group/grp-wellness');
  await expectLayout(page, 'calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
  await expect(page).toHaveTitle(`${group.name} | Harbor Wellness Studio`);
  await expectNoAxeViolations(page);
  // 'Continue' with nothing chosen says so, at the picker.
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(en.validation.atLeastOneOption)).toBeVisible();
  await page.getByRole('radio', { name: /Intro call/ }).click();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page).toHaveURL(/\/widget\/group\/grp-wellness\?service=intro-call$/);
  await expect(page.getByRole('heading', { name: en.booking.stepStaff })).toBeVisible();
  await expect(page).toHaveTitle(`Intro call | ${group.name}`);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: message(en.serviceChoice.backTo, { name: group.name }) }).click();
  await expect(page.getByRole('radio', { name: /Intro call/ })).toBeVisible();

  await page.goto('/widget/groups/wellness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
  // Each route takes its own kind of reference: the slug on the id's route names no calendar.
  const wrong = await page.goto('/widget/group/wellness');
  expect(wrong?.status()).toBe(404);
  await expectLayout(page, 'error');
  await expect(page.getByText(message(en.appPages.pageNotFound, { path: '/widget/group/wellness' }))).toBeVisible();
  await expect(page.getByText(en.errors.calendarNotFound)).toBeVisible();
});

test('a service menu, by slug and by id, shows its categories; a service in it opens its calendar', async ({ page, request }) => {
  const menu = (await (await request.get('/api/v1/service-menus/spa-menu')).json()) as {
    name: string;
    categories: { name: string }[];
  };
  await page.goto('/widget/service-menus/spa-menu');
  await expectLayout(page, 'calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.name);
  await expect(page).toHaveTitle(`${menu.name} | Harbor Wellness Studio`);
  for (const category of menu.categories) {
    await expect(page.getByRole('heading', { level: 3, name: category.name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page
    .getByRole('radio', { name: /Massage/ })
    .first()
    .click();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page).toHaveURL(/\/widget\/service-menus\/spa-menu\/massage-60$/);
  await expectLayout(page, 'calendar');
  await expect(page.getByRole('heading', { name: en.booking.stepStaff })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: message(en.serviceChoice.backTo, { name: menu.name }) }).click();
  await expect(page).toHaveURL(/\/widget\/service-menus\/spa-menu$/);

  await page.goto('/widget/service-menu/menu-spa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.name);
  // A service the menu does not list has no page in it.
  expect((await page.goto('/widget/service-menus/spa-menu/no-such-service'))?.status()).toBe(404);
  await expect(page.getByText(en.errors.calendarNotFound)).toBeVisible();
});

test('a service with any staff books; its cancel page finds the booking by reference and email and cancels it', async ({
  page,
  browser,
}) => {
  await page.goto('/widget/appointment/service/intro-call');
  await expectLayout(page, 'calendar');
  await expect(page).toHaveTitle('Intro call | Harbor Wellness Studio');
  await expectNoAxeViolations(page);
  const id = await bookIntroCallHere(page, 'grace@example.com');

  const other = await otherDevice(browser);
  await other.goto('/widget/appointment/service/intro-call/cancel');
  await expectLayout(other, 'calendar');
  await expectNoAxeViolations(other);
  const reference = other.getByRole('textbox', { name: en.findBooking.reference });
  const email = other.getByRole('textbox', { name: en.findBooking.email });
  // Another email opens nothing, and says so; what was typed stays.
  await reference.fill(id);
  await email.fill('someone.else@example.com');
  await other.getByRole('button', { name: en.flow.continue }).click();
  await expect(other.getByRole('alert')).toHaveText(en.findBooking.notFound);
  await expect(reference).toHaveValue(id);
  await email.fill('GRACE@example.com');
  await other.getByRole('button', { name: en.flow.continue }).click();
  await expect(other.getByRole('heading', { name: en.cancelBooking.title })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByLabel(en.cancelBooking.reason).fill('Something came up');
  await other.getByRole('button', { name: en.cancelBooking.submit }).click();
  const confirm = other.getByRole('alertdialog', { name: en.cancelBooking.confirm.title });
  await confirm.getByRole('button', { name: en.cancelBooking.confirm.action }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(en.confirmation.cancelled);
  await expect(other).toHaveURL(new RegExp(`/widget/booking/${id}$`));

  // Another service's cancel page does not take this booking.
  await other.goto('/widget/appointment/service/massage-60/cancel');
  await other.getByRole('textbox', { name: en.findBooking.reference }).fill(id);
  await other.getByRole('textbox', { name: en.findBooking.email }).fill('grace@example.com');
  await other.getByRole('button', { name: en.flow.continue }).click();
  await expect(other.getByRole('alert')).toHaveText(en.findBooking.notFound);
  await other.context().close();
});

test('find a booking: by reference and email on another device, then listed as this device’s', async ({ browser, request }) => {
  const booking = await bookThroughApi(request);
  const other = await otherDevice(browser);
  await other.goto('/widget/booking');
  await expectLayout(other, 'default');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(en.findBooking.title);
  await expectNoAxeViolations(other);
  // Nothing typed: each field says what it needs.
  await other.getByRole('button', { name: en.findBooking.submit }).click();
  await expect(other.getByText(en.validation.required)).toHaveCount(2);
  await other.getByRole('textbox', { name: en.findBooking.reference }).fill('not a reference');
  await other.getByRole('textbox', { name: en.findBooking.email }).fill('hedy@');
  await other.getByRole('button', { name: en.findBooking.submit }).click();
  await expect(other.getByText(en.validation.bookingReferenceInvalid)).toBeVisible();
  await expect(other.getByText(en.validation.emailInvalid)).toBeVisible();
  await expectNoAxeViolations(other);
  // The confirmation's address works as the reference.
  await other.getByRole('textbox', { name: en.findBooking.reference }).fill(`http://127.0.0.1/widget/booking/${booking.id}`);
  await other.getByRole('textbox', { name: en.findBooking.email }).fill('hedy@example.com');
  await other.getByRole('button', { name: en.findBooking.submit }).click();
  await expect(other).toHaveURL(new RegExp(`/widget/booking/${booking.id}$`));
  await expect(other.getByRole('heading', { name: en.manage.title })).toBeVisible();
  await other.goto('/widget/booking');
  const held = other.getByRole('region', { name: en.findBooking.onThisDevice });
  await expect(held.getByRole('link', { name: /Intro call/ })).toBeVisible();
  await other.context().close();
});

test('the cancel-booking pages use the form layout', async ({ page }) => {
  for (const path of ['/widget/booking/cancel-booking', '/widget/cancel-booking']) {
    await page.goto(path);
    await expectLayout(page, 'form');
    await expect(page.getByRole('button', { name: /.+/ }).last()).toBeVisible();
  }
  await page.goto('/widget/cancel-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.cancelPage.title);
  await expectNoAxeViolations(page);
});

test('a one-time link books once; used, it shows the expired-link page', async ({ page, request }) => {
  // A link of its own, as the business sends one (the demo's otl-welcome stays for visitors).
  const slug = await createOneTimeLink(request, 'intro-call');
  await page.goto('/widget/otl');
  await expectLayout(page, 'default');
  await expectNoAxeViolations(page);
  const field = page.getByRole('textbox', { name: en.oneTimeLink.field });
  await field.fill('not a link!');
  await page.getByRole('button', { name: en.oneTimeLink.submit }).click();
  await expect(page.getByText(en.validation.oneTimeLinkInvalid)).toBeVisible();
  await expect(field).toHaveValue('not a link!');
  // The code as typed, in capitals and with spaces around it.
  await field.fill(` ${slug.toUpperCase()} `);
  await page.getByRole('button', { name: en.oneTimeLink.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/widget/otl/${slug}$`));
  await bookIntroCallHere(page, 'otl@example.com');

  for (const used of [slug, 'otl-used']) {
    const answer = await page.goto(`/widget/otl/${used}`);
    expect(answer?.status()).toBe(410);
    await expectLayout(page, 'error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.expiredLink.title);
    await expect(page.getByText(en.expiredLink.body)).toBeVisible();
    await expect(page.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    await expectNoAxeViolations(page);
  }
});

test('bookings pages in both spellings; one booking in the default layout, several in the calendar layout', async ({
  page,
  request,
}) => {
  const bookingsPage = (await (await request.get('/api/v1/booking-pages/book-harbor')).json()) as { title: string };
  for (const path of ['/widget/bookings/book-harbor', '/widget/bookingsbook-harbor']) {
    await page.goto(path);
    await expectLayout(page, 'default');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookingsPage.title);
    await expect(page.getByRole('checkbox', { name: /Intro call/ })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect((await page.goto('/widget/bookingsx-no-such-page'))?.status()).toBe(404);

  const first = await bookThroughApi(request, 'first');
  const last = await bookThroughApi(request, 'last');
  await page.goto(`/widget/booking/${first.id}`);
  await expectLayout(page, 'default');
  await page.goto(`/widget/booking/${first.id},${last.id}`);
  await expectLayout(page, 'calendar');
  await expectNoAxeViolations(page);
});

test('the error catalogue: the favicon, a missing calendar, a missing event', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(404);
  expect(await favicon.text()).toBe('Not found');

  expect((await page.goto('/widget/appointment/no-such-provider'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(en.errors.calendarNotFound)).toBeVisible();
  await expectNoAxeViolations(page);
  // A service's calendar says the same for an unknown provider, an unknown service, or a service
  // the provider does not offer, on both of its routes.
  for (const path of [
    '/widget/appointment/no-such-provider/intro-call',
    '/widget/appointment/anna-de-vries/no-such-service',
    '/widget/appointment/anna-de-vries/yoga-class',
    '/widget/appointment/service/no-such-service',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByText(message(en.appPages.pageNotFound, { path }))).toBeVisible();
    await expect(page.getByText(en.errors.calendarNotFound)).toBeVisible();
  }
  expect((await page.goto('/widget/booking/AbCdEfGhIjKlMnOpQrStUv'))?.status()).toBe(404);
  await expect(page.getByText(en.appPages.noCalendarEvent)).toBeVisible();
  await expect(page).toHaveTitle(
    `404 | ${message(en.appPages.pageNotFound, { path: '/widget/booking/AbCdEfGhIjKlMnOpQrStUv' })}`,
  );
});
