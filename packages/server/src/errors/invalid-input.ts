import { validationMessages } from '@booking-kit/core';
import type { z } from 'zod';
import { DomainError } from './domain-error';

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

/** Each bad field's path (`contact.email`, `body` for the whole input) with its first issue's message key. */
export function invalidInputFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[path] ??= messageKey(issue);
  }
  return fields;
}

/** VALIDATION_FAILED naming each bad field of a zod error. */
export function invalidInput(error: z.ZodError, message = 'Some fields are not valid.'): DomainError {
  return new DomainError('VALIDATION_FAILED', message, { fields: invalidInputFields(error) });
}

/** Parses `input` with `schema`, or throws the VALIDATION_FAILED for it. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
