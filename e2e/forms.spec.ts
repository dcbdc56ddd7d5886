import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalog, en, expectNoAxeViolations, message } from './helpers';

/**
 * The demo business's health intake form (`form-intake`, in the form layout) and its three-step
 * satisfaction survey (`survey-feedback`, in the calendar layout), filled in and sent by a visitor
 * with scripts (the library's FormRenderer sends through the API) and without (plain form posts
 * to the route's action): a problem is said at its field and in the summary, nothing typed is
 * lost, and a thank-you follows.
 */

const de = catalog('de');
const CONSENT = /^I confirm the information above is correct/;

/**
 * Waits until React has hydrated the form: before that a click posts the form the browser's way,
 * which works too, but is not the path a test with scripts means to take.
 */
async function waitForHydratedForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('form[data-scope="form-renderer"]');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Runs axe on a page shown without JavaScript: axe runs in the page, so its markup as it is now
 * (scripts left out) is checked in a scripted page at the same address, with the same stylesheet.
 */
async function expectNoAxeViolationsWithoutScripts(page: Page, browser: Browser): Promise<void> {
  const markup = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  // Explicitly: a context made in a test takes the test's options, scripts off included.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    // Served at the page's own address, so its stylesheet loads from the app as it did for the page.
    await checker.route(page.url(), (route) => route.fulfill({ body: markup, contentType: 'text/html' }));
    await checker.goto(page.url());
    // The copy is the page, styled (axe's contrast checks read the stylesheet).
    await expect(checker.locator('.bk-form-renderer')).toHaveCSS('display', 'grid');
    await expectNoAxeViolations(checker);
  } finally {
    await context.close();
  }
}

/** Collects console errors: hydration mismatches, CSP violations and failed requests show up there. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  return errors;
}

test('a visitor fills in the health intake form: a missing answer is said at its field, then fixed and sent', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const response = await page.goto('/widget/form/form-intake');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-layout="form"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health intake');
  await expect(page).toHaveTitle('Health intake | Harbor Wellness Studio');
  await expect(page.getByText(en.formRenderer.requiredHint)).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForHydratedForm(page);

  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('checkbox', { name: 'Stress' }).check();
  await page.getByRole('radio', { name: 'Firm' }).check();
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: en.formRenderer.submit }).click();

  // The date of birth is missing: said in the summary and at the field, which takes focus.
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(message(en.details.errorSummary_one, { count: 1 }));
  await expect(summary.getByRole('link')).toHaveText(`Date of birth ${en.validation.required}`);
  const birth = page.getByLabel('Date of birth');
  await expect(birth).toBeFocused();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(birth).toHaveAccessibleDescription(en.validation.required);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('checkbox', { name: 'Stress' })).toBeChecked();
  await expectNoAxeViolations(page);

  await birth.fill('1990-12-10');
  await expect(birth).toHaveAttribute('aria-invalid', 'false');
  const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/forms/form-intake/submissions'));
  await page.getByRole('button', { name: en.formRenderer.submit }).click();
  expect((await sent).status()).toBe(201);

  const thanks = page.getByRole('heading', { level: 2, name: en.formRenderer.confirmationTitle });
  await expect(thanks).toBeFocused();
  await expect(page.getByText(en.formRenderer.confirmationText)).toBeVisible();
  await expect(page.getByRole('button', { name: en.formRenderer.submit })).toHaveCount(0);
  // Sent from the browser: the page stayed where it was.
  await expect(page).toHaveURL(/\/widget\/form\/form-intake$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a visitor completes the three-step survey in the calendar layout, going back without losing an answer', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const response = await page.goto('/widget/survey/survey-feedback');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-layout="calendar"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How was your visit?');
  await expect(page).toHaveTitle('How was your visit? | Harbor Wellness Studio');
  await expect(page.getByText(message(en.formRenderer.progress, { current: 1, total: 3 }))).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForHydratedForm(page);

  // Next with the step unanswered: both required questions are said, focus on the first.
  await page.getByRole('button', { name: en.formRenderer.next }).click();
  await expect(page.getByRole('alert')).toContainText(message(en.details.errorSummary_other, { count: 2 }));
  await expect(page.getByRole('radio', { name: '1 – poor' })).toBeFocused();
  await page.getByRole('radio', { name: '5 – excellent' }).check();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: en.formRenderer.next }).click();

  await expect(page.getByText(message(en.formRenderer.progress, { current: 2, total: 3 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What stood out' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'The staff' }).check();
  await page.getByRole('textbox', { name: 'Anything we could do better?' }).fill('More evening slots, please.');
  await page.getByRole('button', { name: en.formRenderer.next }).click();

  await expect(page.getByText(message(en.formRenderer.progress, { current: 3, total: 3 }))).toBeVisible();
  await page.getByRole('button', { name: en.formRenderer.back }).click();
  await expect(page.getByRole('textbox', { name: 'Anything we could do better?' })).toHaveValue('More evening slots, please.');
  await expect(page.getByRole('checkbox', { name: 'The staff' })).toBeChecked();
  await page.getByRole('button', { name: en.formRenderer.next }).click();

  await page.getByRole('textbox', { name: 'Email, if you would like a reply' }).fill('ada@example.com');
  await page.getByRole('checkbox', { name: 'You may contact me about my feedback.' }).check();
  await expectNoAxeViolations(page);
  const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/surveys/survey-feedback/responses'));
  await page.getByRole('button', { name: en.formRenderer.submit }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 2, name: en.formRenderer.confirmationTitle })).toBeFocused();
  await expect(page.getByText(en.formRenderer.confirmationText)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('in German, the form speaks German: its buttons, its summary and its messages', async ({ page }) => {
  await page.goto('/de/widget/form/form-intake');
  await expect(page.locator('[data-layout="form"]')).toBeVisible();
  await waitForHydratedForm(page);
  await page.getByRole('button', { name: de.formRenderer.submit }).click();
  await expect(page.getByRole('alert')).toContainText(message(de.details.errorSummary_other, { count: 4 }));
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(de.validation.required);
  await expect(page.getByRole('group', { name: /^What would you like help with\?/ })).toHaveAccessibleDescription(
    de.validation.atLeastOneOption,
  );
  await expectNoAxeViolations(page);
});

test('an unknown form or survey is the 404 page in the error layout', async ({ page }) => {
  const response = await page.goto('/widget/form/no-such-form');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-layout="error"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(message(en.appPages.pageNotFound, { path: '/widget/form/no-such-form' }))).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await page.goto('/widget/survey/no-such-survey'))?.status()).toBe(404);
  await expect(page.getByText(message(en.appPages.pageNotFound, { path: '/widget/survey/no-such-survey' }))).toBeVisible();
  // An unknown locale prefix, and a post to a form that does not exist.
  expect((await page.goto('/xx/widget/form/form-intake'))?.status()).toBe(404);
  const posted = await page.request.post('/widget/form/no-such-form', { form: { fullName: 'Ada' } });
  expect(posted.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the intake form posts to the page: the problems come back at their fields, then the thank-you', async ({
    page,
    browser,
  }) => {
    await page.goto('/widget/form/form-intake');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
    await page.getByRole('checkbox', { name: 'Headaches' }).check();
    await page.getByRole('textbox', { name: /^Medical conditions/ }).fill('None.\nReally none.');
    await page.getByRole('button', { name: en.formRenderer.submit }).click();

    await expect(page.getByRole('alert')).toContainText(message(en.details.errorSummary_other, { count: 2 }));
    await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(en.validation.required);
    await expect(page.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(en.validation.required);
    // Everything posted is back in place, line breaks included.
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    await expect(page.getByRole('checkbox', { name: 'Headaches' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /^Medical conditions/ })).toHaveValue('None.\nReally none.');
    await expect(page.locator('[data-layout="form"]')).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, browser);

    await page.getByLabel('Date of birth').fill('1906-12-09');
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByRole('button', { name: en.formRenderer.submit }).click();
    await expect(page).toHaveURL(/\/widget\/form\/form-intake\?sent=1$/);
    await expect(page.getByRole('heading', { level: 2, name: en.formRenderer.confirmationTitle })).toBeVisible();
    await expect(page.getByText(en.formRenderer.confirmationText)).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, browser);
  });

  test('the survey goes step by step through the page, keeping every answer', async ({ page, browser }) => {
    await page.goto('/widget/survey/survey-feedback');
    await page.getByRole('radio', { name: '4', exact: true }).check();
    await page.getByRole('button', { name: en.formRenderer.next }).click();
    // The step is checked on the server: the missing answer is said, the given one kept.
    await expect(page.getByText(message(en.formRenderer.progress, { current: 1, total: 3 }))).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Would you recommend us to a friend?' })).toHaveAccessibleDescription(
      en.validation.required,
    );
    await expect(page.getByRole('radio', { name: '4', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'Maybe' }).check();
    await page.getByRole('button', { name: en.formRenderer.next }).click();

    await expect(page.getByText(message(en.formRenderer.progress, { current: 2, total: 3 }))).toBeVisible();
    // Going back needs a script: without one there is no Back button that would do nothing.
    await expect(page.getByRole('button', { name: en.formRenderer.back })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Booking online' }).check();
    await page.getByRole('button', { name: en.formRenderer.next }).click();

    await expect(page.getByText(message(en.formRenderer.progress, { current: 3, total: 3 }))).toBeVisible();
    await page.getByRole('textbox', { name: 'Email, if you would like a reply' }).fill('grace@');
    await page.getByRole('button', { name: en.formRenderer.submit }).click();
    await expect(page.getByRole('textbox', { name: 'Email, if you would like a reply' })).toHaveAccessibleDescription(
      en.validation.emailInvalid,
    );
    await page.getByRole('textbox', { name: 'Email, if you would like a reply' }).fill('grace@example.com');
    await page.getByRole('button', { name: en.formRenderer.submit }).click();
    await expect(page).toHaveURL(/\/widget\/survey\/survey-feedback\?sent=1$/);
    await expect(page.getByRole('heading', { level: 2, name: en.formRenderer.confirmationTitle })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, browser);
  });
});
