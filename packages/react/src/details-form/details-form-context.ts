import type { DetailsFieldName } from '@booking-kit/core';
import { createContext } from '@radix-ui/react-context';
import type { TextFieldParts } from '../utils/text-field/use-text-field-parts';
import type { DetailsFormApi } from './use-details-form';

/** @internal The API of the nearest `<DetailsForm.Root>`. */
const [DetailsFormProvider, useDetailsFormValue] = createContext<{ value: DetailsFormApi }>('<DetailsForm.Root>');

export { DetailsFormFieldProvider, DetailsFormProvider, DetailsFormTextFieldProvider };

/** The field of the nearest `<DetailsForm.Field>`. */
export interface DetailsFormFieldContextValue {
  name: DetailsFieldName;
  /** Whether a Description part describes the field (it registers itself while mounted). */
  hasDescription: boolean;
  setHasDescription(has: boolean): void;
}

/** @internal The field of the nearest `<DetailsForm.Field>`. */
const [DetailsFormFieldProvider, useDetailsFormFieldValue] = createContext<{ value: DetailsFormFieldContextValue }>(
  '<DetailsForm.Field>',
);

/**
 * The state, validation and prop bags of the nearest `<DetailsForm.Root>`, for custom parts.
 * @throws when used outside `<DetailsForm.Root>`.
 * @example const { getFieldState } = useDetailsFormContext();
 */
export function useDetailsFormContext(): DetailsFormApi {
  return useDetailsFormValue('useDetailsFormContext').value;
}

/**
 * The field of the nearest `<DetailsForm.Field>`.
 * @throws when used outside `<DetailsForm.Field>`.
 */
export function useDetailsFormField(): DetailsFormFieldContextValue {
  return useDetailsFormFieldValue('useDetailsFormField').value;
}

/**
 * @internal The prop bags of the nearest text field (an input or a textarea), from react-aria's
 * `useTextField`; `null` inside a select or checkbox field, whose parts use the form's own bags.
 */
const [DetailsFormTextFieldProvider, useDetailsFormTextFieldValue] = createContext<{ value: TextFieldParts | null }>(
  '<DetailsForm.Field>',
  { value: null },
);

/** @internal The text field's prop bags, or `null` outside a text field. */
export function useDetailsFormTextField(): TextFieldParts | null {
  return useDetailsFormTextFieldValue('useDetailsFormTextField').value;
}
