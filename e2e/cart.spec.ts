import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseFirstSlot,
  en,
  expectNoAxeViolations,
  fillCard,
  fillDetails,
  message,
  payButton,
  waitForHydration,
} from './helpers';

/**
 * Gives the service whose time is asked now its first free time, and puts it into the cart. The
 * step's heading has focus as it comes, unless the visitor already moved on to a control in it.
 */
async function addFirstTime(page: Page, service: string, index: number, count: number, { focused = true } = {}): Promise<void> {
  const heading = page.getByRole('heading', { name: message(en.cart.chooseTime, { service, index, count }) });
  await (focused ? expect(heading).toBeFocused() : expect(heading).toBeVisible());
  await chooseFirstSlot(page, en.slotPicker.nextMonth);
  await page.getByRole('button', { name: en.cart.addToCart }).click();
}

/** The cart's rows, as the visitor reads them. */
const cartRows = (page: Page) => page.locator('[data-scope="cart"][data-part="item"]');

test('several services through the cart: a time for each, one details form, one payment of the deposits where offered', async ({
  page,
}) => {
  await page.goto('/widget/appointment/harbor-studio');
  // The services step's checks and 'Continue' are the script's: act once the page is hydrated.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor Wellness Studio');
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page.getByText(en.validation.atLeastOneOption)).toBeVisible();
  await page.getByRole('checkbox', { name: /Massage \(60 min\)/ }).check();
  await page.getByRole('checkbox', { name: /Morning yoga class/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en.flow.continue }).click();

  await addFirstTime(page, 'Massage (60 min)', 1, 2);
  await addFirstTime(page, 'Morning yoga class', 2, 2);
  await expect(page.getByText(message(en.cart.count_other, { count: 2 }))).toBeVisible();
  await expect(cartRows(page)).toHaveCount(2);
  await expect(page.locator('[data-scope="cart"][data-part="total"]')).toContainText('€95.00');
  await expectNoAxeViolations(page);
  // A reload loses nothing: the cart is kept in the tab until it is booked.
  await page.reload();
  await expect(cartRows(page)).toHaveCount(2);

  // Changing one's mind: the massage out, then back in at another time.
  await cartRows(page).filter({ hasText: 'Massage (60 min)' }).getByRole('button').click();
  await expect(cartRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: en.cart.addService }).click();
  await expect(page.getByRole('checkbox', { name: /Morning yoga class/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Massage \(60 min\)/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await addFirstTime(page, 'Massage (60 min)', 2, 2);
  await expect(cartRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: en.cart.proceed }).click();

  // One form for both: the massage asks for a phone, the class for the visitor's consent.
  await fillDetails(page, en.details);
  await page.getByRole('checkbox', { name: /I take part at my own risk/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();

  const choice = page.getByRole('radiogroup', { name: en.payment.choiceLegend });
  await expect(choice.getByRole('radio', { name: message(en.payment.depositWhereOffered, { amount: '€35.00' }) })).toBeChecked();
  await expectNoAxeViolations(page);
  await fillCard(page, en.payment, '4000 0000 0000 0002');
  await payButton(page, en.payment.pay).click();
  await expect(page.getByRole('alert').filter({ hasText: en.payment.errors.declined })).toBeVisible();
  await page.getByLabel(en.payment.cardNumber).fill('4242 4242 4242 4242');
  await payButton(page, en.payment.pay).click();

  // Both bookings on one confirmation page, the manage token out of the address.
  await expect(page).toHaveURL(/\/widget\/booking\/[A-Za-z0-9_-]+,[A-Za-z0-9_-]+$/);
  await expect(page.getByText('Massage (60 min)').first()).toBeVisible();
  await expect(page.getByText('Morning yoga class').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('one service goes to its own booking; with a guest, the cart asks for a service for everyone', async ({ page }) => {
  await page.goto('/widget/appointment/harbor-studio');
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: /Intro call/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page).toHaveURL(/\/widget\/appointment\/harbor-studio\/intro-call$/);

  await page.goto('/widget/appointment/harbor-studio');
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: /Intro call/ }).check();
  await page.getByRole('checkbox', { name: /Morning yoga class/ }).check();
  const guests = page.getByRole('group', { name: en.guestList.title });
  await guests.getByRole('button', { name: en.guestList.add }).click();
  await guests.getByLabel(en.guestList.name).fill('Grace Hopper');
  await guests.getByLabel(en.guestList.email).fill('grace@example.com');
  await page.getByRole('button', { name: en.flow.continue }).click();

  // The call is for the visitor (one person's appointment: a radio group); the class, first
  // offered to the guest, is set to the visitor too.
  await expect(page.getByRole('radiogroup', { name: en.cart.forWhom }).getByRole('radio', { name: en.cart.you })).toBeChecked();
  await addFirstTime(page, 'Intro call', 1, 2);
  const forWhom = page.getByRole('group', { name: en.cart.forWhom });
  await expect(forWhom.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
  await forWhom.getByRole('checkbox', { name: 'Grace Hopper' }).uncheck();
  await forWhom.getByRole('checkbox', { name: en.cart.you }).check();
  await expectNoAxeViolations(page);
  await addFirstTime(page, 'Morning yoga class', 2, 2, { focused: false });
  // 'Continue' is enabled: pressing it says what is missing, and focus goes there.
  await page.getByRole('button', { name: en.cart.proceed }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: en.cart.servicesForAllGuests })).toBeFocused();
  await expectNoAxeViolations(page);

  // The class again, for both: two seats, each paid.
  await cartRows(page).filter({ hasText: 'Morning yoga class' }).getByRole('button').click();
  await page.getByRole('button', { name: en.cart.addService }).click();
  await page.getByRole('checkbox', { name: /Morning yoga class/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await forWhom.getByRole('checkbox', { name: en.cart.you }).check();
  await addFirstTime(page, 'Morning yoga class', 2, 2, { focused: false });
  await expect(cartRows(page).filter({ hasText: 'Morning yoga class' })).toContainText(
    message(en.cart.seats_other, { count: 2 }),
  );
  await expect(cartRows(page).filter({ hasText: 'Morning yoga class' })).toContainText(
    message(en.cart.for, { names: `${en.cart.you} and Grace Hopper` }),
  );
  await expect(page.locator('[data-scope="cart"][data-part="total"]')).toContainText('€30.00');
  await page.getByRole('button', { name: en.cart.proceed }).click();
  await expect(page.getByRole('heading', { name: en.details.title })).toBeVisible();
});

/** An amount as the English catalog writes it ('€95.00'), in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a one-seat service is one person’s: the visitor cannot tick two, is told what is missing, and pays what the cart showed', async ({
  page,
}) => {
  await page.goto('/widget/appointment/harbor-studio');
  await waitForHydration(page);
  for (const service of [/Intro call/, /Massage \(60 min\)/, /Morning yoga class/]) {
    await page.getByRole('checkbox', { name: service }).check();
  }
  const guests = page.getByRole('group', { name: en.guestList.title });
  await guests.getByRole('button', { name: en.guestList.add }).click();
  await guests.getByLabel(en.guestList.name).fill('Grace Hopper');
  await guests.getByLabel(en.guestList.email).fill('grace@example.com');
  await page.getByRole('button', { name: en.flow.continue }).click();

  // The call and the massage take one seat: whom they are for is one choice, a radio group.
  const onePerson = page.getByRole('radiogroup', { name: en.cart.forWhom });
  await expect(onePerson.getByRole('radio', { name: en.cart.you })).toBeChecked();
  await expect(onePerson.getByRole('checkbox')).toHaveCount(0);
  await addFirstTime(page, 'Intro call', 1, 3);
  // The massage is offered to the guest first; ticking the visitor as well moves the choice instead.
  await expect(onePerson.getByRole('radio', { name: 'Grace Hopper' })).toBeChecked();
  await onePerson.getByRole('radio', { name: en.cart.you }).check();
  await expect(onePerson.getByRole('radio', { name: 'Grace Hopper' })).not.toBeChecked();
  await expect(onePerson.getByRole('radio', { checked: true })).toHaveCount(1);
  // From the keyboard too: an arrow moves the one choice, and back.
  await onePerson.getByRole('radio', { name: en.cart.you }).press('ArrowRight');
  await expect(onePerson.getByRole('radio', { name: 'Grace Hopper' })).toBeChecked();
  await onePerson.getByRole('radio', { name: 'Grace Hopper' }).press('ArrowLeft');
  await expect(onePerson.getByRole('radio', { name: en.cart.you })).toBeChecked();
  await expect(onePerson.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await addFirstTime(page, 'Massage (60 min)', 2, 3, { focused: false });
  // The class seats several (checkboxes): the visitor alone this time, the guest unticked.
  const several = page.getByRole('group', { name: en.cart.forWhom });
  await several.getByRole('checkbox', { name: 'Grace Hopper' }).uncheck();
  await several.getByRole('checkbox', { name: en.cart.you }).check();
  await addFirstTime(page, 'Morning yoga class', 3, 3, { focused: false });

  // Each row at its price for the seats it takes: no '2 seats' anywhere, the total their sum.
  const massage = cartRows(page).filter({ hasText: 'Massage (60 min)' });
  await expect(massage).toContainText(message(en.cart.for, { names: en.cart.you }));
  await expect(massage.locator('[data-part="item-price"]')).toHaveText('€80.00');
  await expect(cartRows(page).filter({ hasText: 'Morning yoga class' }).locator('[data-part="item-price"]')).toHaveText('€15.00');
  await expect(page.locator('[data-scope="cart"][data-part="item-seats"]')).toHaveCount(0);
  await expect(page.locator('[data-part="total-amount"]')).toHaveText('€95.00');
  // Grace has no service: 'Continue' is not disabled, and pressing it says so where focus lands.
  const proceed = page.getByRole('button', { name: en.cart.proceed });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByRole('alert').filter({ hasText: en.cart.servicesForAllGuests })).toBeFocused();
  await expect(page.getByRole('heading', { name: en.details.title })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The massage for Grace instead: everyone has a service, and the visitor goes on.
  await massage.getByRole('button').click();
  await page.getByRole('button', { name: en.cart.addService }).click();
  await page.getByRole('checkbox', { name: /Massage \(60 min\)/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(onePerson.getByRole('radio', { name: 'Grace Hopper' })).toBeChecked();
  await addFirstTime(page, 'Massage (60 min)', 3, 3);
  await expect(cartRows(page).filter({ hasText: 'Massage (60 min)' })).toContainText(
    message(en.cart.for, { names: 'Grace Hopper' }),
  );
  const total = (await page.locator('[data-part="total-amount"]').textContent()) ?? '';
  expect(total).toBe('€95.00');
  await proceed.click();
  await fillDetails(page, en.details);
  await page.getByRole('checkbox', { name: /I take part at my own risk/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();

  // The payment asks for the cart's total, and the bookings say that is what was charged.
  const choice = page.getByRole('radiogroup', { name: en.payment.choiceLegend });
  await choice.getByRole('radio', { name: message(en.payment.full, { amount: total }) }).check();
  await fillCard(page, en.payment, '4242 4242 4242 4242');
  await page.getByRole('button', { name: message(en.payment.pay, { amount: total }) }).click();
  await expect(page).toHaveURL(/\/widget\/booking\/[A-Za-z0-9_-]+,[A-Za-z0-9_-]+,[A-Za-z0-9_-]+$/);
  const totals = page.locator('[data-row="total"] dd');
  await expect(totals).toHaveCount(2);
  const sum = (texts: string[]) => texts.reduce((minor, text) => minor + cents(text), 0);
  expect(sum(await totals.allTextContents())).toBe(cents(total));
  expect(sum(await page.locator('[data-row="due-now"] dd').allTextContents())).toBe(cents(total));
});
