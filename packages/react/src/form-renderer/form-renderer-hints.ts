import { dateTimeFormat, type FormAnswer, type FormField } from '@booking-kit/core';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The kinds answered by choosing options, rendered as a fieldset of radios or checkboxes. */
export type FormChoiceField = Extract<FormField, { kind: 'singleChoice' | 'multipleChoice' }>;

/** One option of a choice field. */
export type FormFieldOption = FormChoiceField['options'][number];

/** Whether a field is answered by choosing options (a fieldset) rather than typing. */
export function isChoiceField(field: FormField): field is FormChoiceField {
  return field.kind === 'singleChoice' || field.kind === 'multipleChoice';
}

/** An answer as an input's text: numbers as typed digits, anything else not text as empty. */
export function answerText(answer: FormAnswer | undefined): string {
  if (typeof answer === 'string') return answer;
  if (typeof answer === 'number') return String(answer);
  return '';
}

/** The chosen option values of a multiple-choice answer. */
export function answerList(answer: FormAnswer | undefined): readonly string[] {
  return Array.isArray(answer) ? answer : [];
}

/**
 * The allowed range of a number or date field in the visitor's words ('Enter a number from 0
 * to 130.'), so the generic 'This value is invalid' that core reports for an out-of-range answer
 * is never the only explanation. Dates are calendar days: formatted in UTC so no zone shifts them.
 */
export function rangeHint(field: FormField, t: Translate, tag: string): string | null {
  if (field.kind !== 'number' && field.kind !== 'date') return null;
  const format =
    field.kind === 'number'
      ? (value: number | string) => new Intl.NumberFormat(tag).format(Number(value))
      : (value: number | string) =>
          dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const { min, max } = field;
  if (min !== undefined && max !== undefined) return t(`formRenderer.${field.kind}Range`, { min: format(min), max: format(max) });
  if (min !== undefined) return t(`formRenderer.${field.kind}Min`, { min: format(min) });
  if (max !== undefined) return t(`formRenderer.${field.kind}Max`, { max: format(max) });
  return null;
}
