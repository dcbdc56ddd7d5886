import { expect, type Page, test } from '@playwright/test';
import { chooseFirstSlot, en, expectNoAxeViolations, fillCard, fillDetails, message, payButton } from './helpers';

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
  await page.getByRole('checkbox', { name: /Intro call/ }).check();
  await page.getByRole('button', { name: en.flow.continue }).click();
  await expect(page).toHaveURL(/\/widget\/appointment\/harbor-studio\/intro-call$/);

  await page.goto('/widget/appointment/harbor-studio');
  await page.getByRole('checkbox', { name: /Intro call/ }).check();
  await page.getByRole('checkbox', { name: /Morning yoga class/ }).check();
  const guests = page.getByRole('group', { name: en.guestList.title });
  await guests.getByRole('button', { name: en.guestList.add }).click();
  await guests.getByLabel(en.guestList.name).fill('Grace Hopper');
  await guests.getByLabel(en.guestList.email).fill('grace@example.com');
  await page.getByRole('button', { name: en.flow.continue }).click();

  // The call is for the visitor; the class, first offered to the guest, is set to the visitor too.
  const forWhom = page.getByRole('group', { name: en.cart.forWhom });
  await expect(forWhom.getByRole('checkbox', { name: en.cart.you })).toBeChecked();
  await addFirstTime(page, 'Intro call', 1, 2);
  await expect(forWhom.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
  await forWhom.getByRole('checkbox', { name: 'Grace Hopper' }).uncheck();
  await forWhom.getByRole('checkbox', { name: en.cart.you }).check();
  await expectNoAxeViolations(page);
  await addFirstTime(page, 'Morning yoga class', 2, 2, { focused: false });
  // 'Continue' is aria-disabled but reachable: pressing it says what is missing.
  await page.getByRole('button', { name: en.cart.proceed }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: en.cart.servicesForAllGuests })).toBeVisible();
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
