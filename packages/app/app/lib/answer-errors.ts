import { ApiError } from '@booking-kit/core';

/**
 * The API's problems with single answers (`fields['answers.<name>']`, message keys) by field
 * name, as the FormRenderer's `validationErrors` takes them; null when the error names none.
 * @example answerErrors(error) // { email: 'validation.emailInvalid' }
 */
export function answerErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const found = Object.entries(error.fields).flatMap(([path, key]) =>
    path.startsWith('answers.') ? [[path.slice('answers.'.length), key] as const] : [],
  );
  return found.length > 0 ? Object.fromEntries(found) : null;
}
