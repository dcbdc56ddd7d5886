import { validationMessages } from '@booking-kit/core';
import type { z } from 'zod';
import { ApiProblem } from './api-problem';

/**
 * The message key of an issue. Core's schemas carry keys (`validation.emailInvalid`); zod's own
 * English messages (a missing field, a wrong type) become `validation.required` or `validation.invalid`.
 */
function messageKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  // Parsed with reportInput: an issue without `input` is about a value that was not there.
  if (issue.code === 'invalid_type' && !('input' in issue && issue.input !== undefined)) return validationMessages.required;
  return validationMessages.invalid;
}

/** A 400 VALIDATION_FAILED naming each bad field (`contact.email`) with its first issue's message key. */
export function validationProblem(error: z.ZodError, message = 'Some fields are not valid.'): ApiProblem {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[path] ??= messageKey(issue);
  }
  return new ApiProblem(400, 'VALIDATION_FAILED', message, { fields });
}

/** Parses `input` with `schema`, or throws the 400 for it. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationProblem(result.error);
  return result.data;
}
