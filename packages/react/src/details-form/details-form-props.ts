import { type DetailsFieldName, EARLIEST_DATE_OF_BIRTH } from '@booking-kit/core';
import type { FocusEvent, MouseEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { joinIds } from '../utils/join-ids';
import type { TextFieldPartsOptions } from '../utils/text-field/use-text-field-parts';
import { blursToSubmit } from './details-form-blur';
import { DETAILS_FIELD_META, type DetailsFieldState } from './details-form-fields';

/** The props every control of the form gets: react-hook-form's registration plus ARIA and autofill. */
export interface ControlProps extends Omit<UseFormRegisterReturn, 'onBlur' | 'required' | 'min' | 'max'> {
  id: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-disabled'?: true;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
  min?: string;
  max?: string;
  readOnly?: true;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** @internal Builds one control's props; split from the behaviour hook to keep both readable. */
export function detailsControlProps(input: {
  name: DetailsFieldName;
  id: string;
  field: DetailsFieldState;
  describedBy: ReadonlyArray<string | false>;
  registration: UseFormRegisterReturn;
  isSubmitting: boolean;
  today: string;
  onFocus: () => void;
  onBlur: () => void;
}): ControlProps {
  const { name, field, registration, isSubmitting } = input;
  const meta = DETAILS_FIELD_META[name];
  const { onBlur, required: _required, min: _min, max: _max, ...registered } = registration;
  const editable = field.control === 'input' || field.control === 'textarea';
  const props: ControlProps = {
    ...registered,
    id: input.id,
    required: field.isRequired,
    ...(field.isInvalid && { 'aria-invalid': true as const }),
    ...(joinIds(...input.describedBy) && { 'aria-describedby': joinIds(...input.describedBy) }),
    onFocus: input.onFocus,
    onBlur: (event) => {
      input.onBlur();
      if (!blursToSubmit(event)) void onBlur(event);
    },
  };
  if (field.control === 'input') {
    props.type = meta.type ?? 'text';
    if (meta.autoComplete) props.autoComplete = meta.autoComplete;
    if (meta.inputMode) props.inputMode = meta.inputMode;
    // The picker offers only dates the schema accepts; typing a later one still gets its message.
    if (name === 'dateOfBirth') Object.assign(props, { min: EARLIEST_DATE_OF_BIRTH, max: input.today });
  }
  if (field.control === 'checkbox') props.type = 'checkbox';
  if (!isSubmitting) return props;
  // Busy, not disabled: a disabled control would drop the visitor's focus while the booking is sent.
  if (editable) return { ...props, readOnly: true };
  return {
    ...props,
    'aria-disabled': true,
    onClick: (event) => {
      if (field.control === 'checkbox') event.preventDefault();
    },
  };
}

/**
 * What a text field of the form (an input or the textarea) is built from, apart from its value:
 * the value and its change handler come from react-hook-form's controller in `<DetailsForm.Field>`.
 */
export interface DetailsTextFieldOptions extends Omit<TextFieldPartsOptions, 'value' | 'onChange' | 'onFocus' | 'onBlur'> {
  /** The date of birth's bounds, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  onFocus: () => void;
  onBlur: () => void;
}

/** @internal Builds one text field's options for the shared text field on react-aria's `useTextField`. */
export function detailsTextFieldOptions(input: {
  name: DetailsFieldName;
  id: string;
  field: DetailsFieldState;
  hasDescription: boolean;
  isSubmitting: boolean;
  isDisabled: boolean;
  today: string;
  onFocus: () => void;
  onBlur: () => void;
}): DetailsTextFieldOptions {
  const { name, field } = input;
  const meta = DETAILS_FIELD_META[name];
  const options: DetailsTextFieldOptions = {
    id: input.id,
    isInvalid: field.isInvalid,
    isRequired: field.isRequired,
    isDisabled: input.isDisabled,
    // Busy, not disabled: a disabled control would drop the visitor's focus while the booking is sent.
    isReadOnly: input.isSubmitting,
    hasDescription: input.hasDescription,
    inputElementType: field.control === 'textarea' ? 'textarea' : 'input',
    name,
    onFocus: input.onFocus,
    onBlur: input.onBlur,
  };
  if (field.control !== 'input') return options;
  options.type = meta.type ?? 'text';
  if (meta.autoComplete) options.autoComplete = meta.autoComplete;
  if (meta.inputMode) options.inputMode = meta.inputMode;
  // The picker offers only dates the schema accepts; typing a later one still gets its message.
  if (name === 'dateOfBirth') Object.assign(options, { min: EARLIEST_DATE_OF_BIRTH, max: input.today });
  return options;
}
