import type { FormField } from '@booking-kit/core';
import type { ReactNode } from 'react';
import { useTextFieldParts } from '../utils/text-field/use-text-field-parts';
import { FormRendererTextFieldProvider, useFormRendererContext } from './form-renderer-context';

/** Whether a field is answered by typing (an input or a textarea), not by choosing or ticking. */
export function isTextKind(field: FormField): boolean {
  return field.kind !== 'singleChoice' && field.kind !== 'multipleChoice' && field.kind !== 'consent';
}

/**
 * @internal A text-like question on react-aria's `useTextField`, through the shared text-field
 * block: the renderer's state owns the answer and core's `validateAnswers` the error; the ids stay
 * the behaviour hook's, which links the summary to the input and moves focus to it. Provides the
 * parts' prop bags to the Label, Input, Help and Error.
 */
export function FormRendererTextField({ field, children }: { field: FormField; children: ReactNode }) {
  const api = useFormRendererContext();
  const input = api.getInputProps(field);
  const parts = useTextFieldParts({
    id: input.id,
    ids: { label: api.getLabelProps(field).id, description: api.getHelpProps(field).id, error: api.getErrorProps(field).id },
    name: input.name,
    value: input.value ?? '',
    onChange: (value) => api.state.setAnswer(field.name, value),
    onBlur: input.onBlur,
    inputElementType: field.kind === 'longText' ? 'textarea' : 'input',
    ...(input.type !== undefined && { type: input.type }),
    ...(input.autoComplete !== undefined && { autoComplete: input.autoComplete }),
    ...(input.inputMode !== undefined && { inputMode: input.inputMode }),
    ...(input.maxLength !== undefined && { maxLength: input.maxLength }),
    isRequired: input.required,
    isInvalid: input['aria-invalid'],
    statesValid: true,
    hasDescription: api.getHelpText(field) !== null,
  });
  // The number and date limits react-aria's text field does not take: the browser's own hints.
  const inputProps = {
    ...parts.inputProps,
    ...(input.min !== undefined && { min: input.min }),
    ...(input.max !== undefined && { max: input.max }),
    ...(input.step !== undefined && { step: input.step }),
  };
  return <FormRendererTextFieldProvider value={{ ...parts, inputProps }}>{children}</FormRendererTextFieldProvider>;
}
