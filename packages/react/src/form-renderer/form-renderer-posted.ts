import { type FormAnswer, POSTED_STEP_NAME } from '@booking-kit/core';
import type { FormRendererHiddenInput } from './form-renderer.types';
import type { FormRendererState } from './use-form-renderer-state';

/** An answer as the entries a browser posts for it: each ticked option, 'on' for a given consent. */
function entriesOf(answer: FormAnswer | undefined): string[] {
  if (Array.isArray(answer)) return answer;
  if (answer === true) return ['on'];
  if (typeof answer === 'number') return [String(answer)];
  return typeof answer === 'string' && answer !== '' ? [answer] : [];
}

/**
 * The hidden inputs of a survey's plain form post (see `FormRendererApi.hiddenInputs`): only the
 * current step's questions are on the page, so the others' answers travel hidden, read back on
 * the server by core's `readPostedAnswers` like any visible input.
 */
export function hiddenInputsOf(state: FormRendererState): FormRendererHiddenInput[] {
  if (!state.isSurvey) return [];
  const shown = new Set(state.currentStep.fields.map((field) => field.name));
  const carried = state.fields
    .filter((field) => !shown.has(field.name))
    .flatMap((field) => entriesOf(state.answers[field.name]).map((value) => ({ name: field.name, value })));
  return [{ name: POSTED_STEP_NAME, value: String(state.stepIndex) }, ...carried];
}
