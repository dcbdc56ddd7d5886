import type { FormField } from '@booking-kit/core';
import { joinIds } from '../utils/join-ids';
import type { FormRendererApi, FormRendererInputBag } from './form-renderer.types';
import { answerList, answerText, isChoiceField, rangeHint } from './form-renderer-hints';
import type { FormRendererState } from './use-form-renderer-state';

/** What the field prop bags need from the behaviour hook. */
export interface FieldBagContext {
  baseId: string;
  state: FormRendererState;
  /** The message key of the field's error once it may show, else null. */
  shownError(field: FormField): string | null;
  touch(name: string): void;
  t: (key: string, values?: Record<string, string | number>) => string;
  tag: string;
}

type FieldBags = Pick<
  FormRendererApi,
  | 'getFieldProps'
  | 'getLabelProps'
  | 'getRequiredText'
  | 'getInputProps'
  | 'getOptionProps'
  | 'getOptionLabelProps'
  | 'getHelpText'
  | 'getHelpProps'
  | 'getErrorText'
  | 'getErrorProps'
>;

/** The id of a field's part; field names are identifiers, so they are safe inside ids. */
export function fieldPartId(baseId: string, name: string, part: string): string {
  return `${baseId}-${name}-${part}`;
}

/** The element that takes focus for a field: its input, or a choice field's chosen (else first) option. */
export function fieldFocusId(baseId: string, field: FormField, state: FormRendererState): string {
  if (!isChoiceField(field)) return fieldPartId(baseId, field.name, 'input');
  const chosen = answerList(state.answers[field.name]);
  const answer = state.answers[field.name];
  const option = field.options.find((item) => item.value === answer || chosen.includes(item.value)) ?? field.options[0];
  return fieldPartId(baseId, field.name, `option-${option?.value}`);
}

/** Per-kind input attributes: the browser's keyboard and autofill hints and the schema's limits. */
function kindProps(field: FormField): Partial<FormRendererInputBag> {
  switch (field.kind) {
    case 'text':
      return { type: 'text', maxLength: field.maxLength };
    case 'longText':
      return { maxLength: field.maxLength };
    case 'email':
      return { type: 'email', autoComplete: 'email' };
    case 'phone':
      return { type: 'tel', autoComplete: 'tel' };
    case 'number':
      return { type: 'number', inputMode: 'decimal', step: 'any', min: field.min, max: field.max };
    case 'date':
      return { type: 'date', min: field.min, max: field.max };
    default:
      return {};
  }
}

/**
 * The prop bags of one field's parts: ids, labels, `aria-describedby` to its help and error,
 * `aria-invalid`, `aria-required`, and the change and blur handlers that fill the answers.
 */
export function createFieldBags({ baseId, state, shownError, touch, t, tag }: FieldBagContext): FieldBags {
  const id = (field: FormField, part: string) => fieldPartId(baseId, field.name, part);
  const helpText = (field: FormField) => [field.help, rangeHint(field, t, tag)].filter(Boolean).join(' ') || null;
  const describedBy = (field: FormField) =>
    joinIds(helpText(field) !== null && id(field, 'help'), shownError(field) !== null && id(field, 'error'));

  return {
    getFieldProps: (field) => {
      const invalid = shownError(field) !== null;
      const flags = { ...(invalid && { 'data-invalid': '' as const }), ...(field.required && { 'data-required': '' as const }) };
      if (!isChoiceField(field)) return { 'data-kind': field.kind, ...flags };
      const single = field.kind === 'singleChoice';
      return {
        'data-kind': field.kind,
        ...flags,
        role: single ? 'radiogroup' : 'group',
        // A checkbox group cannot be aria-required; its legend says '(required)' instead.
        ...(single && field.required && { 'aria-required': true as const }),
        ...(invalid && { 'aria-invalid': true as const }),
        'aria-describedby': describedBy(field),
        // The group is left when focus moves outside it, not when it moves between its options.
        onBlur: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) touch(field.name);
        },
      };
    },
    getLabelProps: (field) =>
      isChoiceField(field) ? { id: id(field, 'label') } : { id: id(field, 'label'), htmlFor: id(field, 'input') },
    getRequiredText: (field) => (field.kind === 'multipleChoice' && field.required ? t('formRenderer.required') : null),
    getInputProps: (field) => {
      const answer = state.answers[field.name];
      const isConsent = field.kind === 'consent';
      return {
        id: id(field, 'input'),
        name: field.name,
        ...kindProps(field),
        ...(isConsent ? { type: 'checkbox' as const, checked: answer === true } : { value: answerText(answer) }),
        required: field.required,
        'aria-invalid': shownError(field) !== null,
        'aria-describedby': describedBy(field),
        onChange: (event) => {
          const target = event.currentTarget;
          state.setAnswer(field.name, isConsent && target instanceof HTMLInputElement ? target.checked : target.value);
        },
        onBlur: () => touch(field.name),
      };
    },
    getOptionProps: (field, option) => {
      const multiple = field.kind === 'multipleChoice';
      const chosen = answerList(state.answers[field.name]);
      return {
        id: id(field, `option-${option.value}`),
        name: field.name,
        type: multiple ? 'checkbox' : 'radio',
        value: option.value,
        checked: multiple ? chosen.includes(option.value) : state.answers[field.name] === option.value,
        onChange: (event) => {
          if (!multiple || !isChoiceField(field)) return state.setAnswer(field.name, option.value);
          const next = new Set(chosen);
          if (event.currentTarget.checked) next.add(option.value);
          else next.delete(option.value);
          // Keep the author's order, whatever order the visitor ticked them in.
          state.setAnswer(
            field.name,
            field.options.filter((item) => next.has(item.value)).map((item) => item.value),
          );
        },
      };
    },
    getOptionLabelProps: (field, option) => ({ htmlFor: id(field, `option-${option.value}`) }),
    getHelpText: helpText,
    getHelpProps: (field) => ({ id: id(field, 'help') }),
    getErrorText: (field) => {
      const key = shownError(field);
      return key === null ? null : t(key);
    },
    getErrorProps: (field) => ({ id: id(field, 'error') }),
  };
}
