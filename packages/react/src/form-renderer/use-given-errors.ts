import type { FormAnswer } from '@booking-kit/core';
import { useState } from 'react';
import type { FormRendererState } from './use-form-renderer-state';

const sameAnswer = (a: FormAnswer | undefined, b: FormAnswer | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The app's `validationErrors` that still hold: those of asked questions whose answer is still
 * the one they were given for. Changing an answer hides its error; changing it back shows it
 * again, since that very answer was refused. A set with other content counts from the answers of
 * the moment it arrives (by content, so an inline object does not reset it on every render).
 */
export function useGivenErrors(
  given: Readonly<Record<string, string>> | undefined,
  state: FormRendererState,
): Record<string, string> {
  const key = given ? JSON.stringify(given) : '';
  const [snapshot, setSnapshot] = useState({ key, answers: state.answers });
  // Adjusting state while rendering (React's pattern for "reset when a prop changes"): no effect, no extra paint.
  if (snapshot.key !== key) setSnapshot({ key, answers: state.answers });
  const asked = new Set(state.fields.map((field) => field.name));
  return Object.fromEntries(
    Object.entries(given ?? {}).filter(([name]) => asked.has(name) && sameAnswer(state.answers[name], snapshot.answers[name])),
  );
}
