/**
 * Visual regression for every story: after a story's play function and axe have passed, the
 * rendered page is compared with the committed baseline in `stories/__screenshots__/`.
 * Update baselines after an intended visual change with `npm run test:visual:update`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** On in `npm test` and CI; `BOOKING_KIT_VISUAL=0` turns it off only while drafting a story that has no baseline yet. */
const enabled = import.meta.env.BOOKING_KIT_VISUAL !== '0';

afterEach(async (context) => {
  // A story that already failed has nothing trustworthy to compare.
  if (!enabled || context.task.result?.state === 'fail') return;
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId) return;
  // Let focus rings, fonts and the last React commit settle before the picture is taken.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
