/**
 * Visual regression for every story: after a story's play function and axe have passed, the
 * rendered page is compared with the committed baseline in `stories/__screenshots__/`.
 * Update baselines after an intended visual change with `npm run test:visual:update`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** On in `npm test` and CI; `BOOKING_KIT_VISUAL=0` turns it off only while drafting a story that has no baseline yet. */
const enabled = import.meta.env.BOOKING_KIT_VISUAL !== '0';

/** The test id the story page's body gets for its picture. */
const BODY_TEST_ID = 'story-page';

/** Resolves when `promise` does, or after 5 s. */
async function settled(promise: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
}

afterEach(async (context) => {
  // A story that already failed has nothing trustworthy to compare.
  if (!enabled || context.task.result?.state === 'fail') return;
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId) return;
  // Let focus rings, fonts and the last React commit settle before the picture is taken. Each
  // wait gives up after 5 s, so that a page that never settles fails on its picture (with a diff
  // to look at) rather than on the hook's timeout.
  await settled(document.fonts.ready);
  await settled(new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The picture is of the whole body (portalled dialogs and popovers included), found by a test id
  // of its own. Located by `page.elementLocator(document.body)`, Vitest named the body by its text,
  // which includes react-aria's live announcements ('10 options available.'): when one changed
  // before the screenshot, the locator matched nothing and the screenshot waited until the hook's
  // timeout (the 30 s hangs seen in CI, and once a run when story files share one page).
  document.body.dataset.testid = BODY_TEST_ID;
  await expect(page.getByTestId(BODY_TEST_ID)).toMatchScreenshot(storyId, {
    // A screenshot that still cannot be taken fails the story with Playwright's call log.
    screenshotOptions: { animations: 'disabled', caret: 'hide', timeout: 10_000 },
  });
});
