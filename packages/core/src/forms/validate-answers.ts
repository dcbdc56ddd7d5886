// zod/mini: forms are checked in the visitor's browser too (see schemas/contact-fields.ts).
import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../schemas/contact-fields';
import type { FormAnswer, FormField } from '../schemas/form';
import { type ValidationMessageKey, validationMessages } from '../schemas/messages';
import { hasControlCharacters } from '../schemas/plain-text';

/** The outcome of `validateAnswers`: the cleaned answers, or a message key per bad field. */
export type AnswersValidation =
  | { success: true; answers: Record<string, FormAnswer> }
  | { success: false; errors: Record<string, ValidationMessageKey> };

const emailSchema = z.email();
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

function isEmpty(answer: FormAnswer | undefined): boolean {
  return (
    answer === undefined ||
    answer === false ||
    (typeof answer === 'string' && answer.trim() === '') ||
    (Array.isArray(answer) && answer.length === 0)
  );
}

function isRealDate(value: string): boolean {
  if (!DATE_KEY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One field's answer checked: the cleaned value, or the message key of its problem. */
function checkField(field: FormField, answer: FormAnswer): { value: FormAnswer } | { error: ValidationMessageKey } {
  const invalid = { error: validationMessages.invalid };
  switch (field.kind) {
    case 'text':
    case 'longText': {
      if (typeof answer !== 'string') return invalid;
      const text = answer.trim();
      // A one-line answer keeps to one line; a long one may hold line breaks and tabs.
      if (hasControlCharacters(text, field.kind === 'text' ? 'single-line' : 'multi-line')) {
        return { error: validationMessages.controlCharacters };
      }
      return text.length > field.maxLength ? { error: validationMessages.tooLong } : { value: text };
    }
    case 'email': {
      if (typeof answer !== 'string') return invalid;
      const email = answer.trim();
      return emailSchema.safeParse(email).success ? { value: email } : { error: validationMessages.emailInvalid };
    }
    case 'phone': {
      if (typeof answer !== 'string') return invalid;
      const phone = answer.trim();
      return PHONE_PATTERN.test(phone) ? { value: phone } : { error: validationMessages.phoneInvalid };
    }
    case 'number': {
      const number = typeof answer === 'string' && answer.trim() !== '' ? Number(answer) : answer;
      if (typeof number !== 'number' || !Number.isFinite(number)) return invalid;
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) return invalid;
      return { value: number };
    }
    case 'date': {
      if (typeof answer !== 'string' || !isRealDate(answer)) return invalid;
      if ((field.min !== undefined && answer < field.min) || (field.max !== undefined && answer > field.max)) return invalid;
      return { value: answer };
    }
    case 'singleChoice':
      return typeof answer === 'string' && field.options.some((option) => option.value === answer) ? { value: answer } : invalid;
    case 'multipleChoice': {
      if (!Array.isArray(answer)) return invalid;
      const known = new Set(field.options.map((option) => option.value));
      const chosen = [...new Set(answer)];
      return chosen.every((value) => known.has(value)) ? { value: chosen } : invalid;
    }
    case 'consent':
      return typeof answer === 'boolean' ? { value: answer } : invalid;
  }
}

/**
 * Checks a visitor's answers against a form's (or survey's) fields, every field at once, with
 * the spec's messages: 'This field is required' for a required field left empty (a consent not
 * given included) and 'At least one option must be chosen' for a required multiple choice.
 * Answers to questions the form does not ask are dropped.
 * @example
 * validateAnswers([{ kind: 'multipleChoice', name: 'goals', label: 'Goals', required: true, options }], { goals: [] })
 * // { success: false, errors: { goals: 'validation.atLeastOneOption' } }
 */
export function validateAnswers(
  fields: ReadonlyArray<FormField>,
  answers: Readonly<Record<string, FormAnswer>>,
): AnswersValidation {
  const cleaned: Record<string, FormAnswer> = {};
  const errors: Record<string, ValidationMessageKey> = {};
  for (const field of fields) {
    const answer = Object.hasOwn(answers, field.name) ? answers[field.name] : undefined;
    if (isEmpty(answer) || answer === undefined) {
      if (field.required) {
        errors[field.name] = field.kind === 'multipleChoice' ? validationMessages.atLeastOneOption : validationMessages.required;
      }
      continue;
    }
    const checked = checkField(field, answer);
    if ('error' in checked) errors[field.name] = checked.error;
    else cleaned[field.name] = checked.value;
  }
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, answers: cleaned };
}
