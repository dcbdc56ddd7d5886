import { type RadioGroupState, useRadioGroupState } from 'react-stately/useRadioGroupState';

/**
 * The value of "Any available staff": the API's `staff: 'any'`, which lets the business assign
 * whoever is free.
 */
export const ANY_STAFF = 'any';

/** Options of {@link useStaffPickerState}: the `value` / `defaultValue` / `onValueChange` convention. */
export interface StaffPickerStateOptions {
  /** The chosen staff member's slug, or {@link ANY_STAFF}. */
  value?: string;
  /** @default ANY_STAFF */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Slugs of staff who cannot be chosen (e.g. not free at the chosen time). @default [] */
  disabledValues?: ReadonlyArray<string>;
  /** Nothing can be chosen. @default false */
  disabled?: boolean;
}

/** The state of a staff picker. */
export interface StaffPickerState {
  value: string;
  disabled: boolean;
  isDisabled(value: string): boolean;
  /** Chooses a staff member, or {@link ANY_STAFF}; ignored for a disabled one. */
  select(value: string): void;
  /** react-stately's radio group state under the picker, for react-aria's `useRadioGroup`. */
  radioGroup: RadioGroupState;
}

/**
 * The state hook of the staff picker: the chosen staff member or "any", controlled or
 * uncontrolled, held by react-stately's `useRadioGroupState`.
 * @example const state = useStaffPickerState({ defaultValue: ANY_STAFF });
 */
export function useStaffPickerState(options: StaffPickerStateOptions = {}): StaffPickerState {
  const disabled = options.disabled === true;
  const radioGroup = useRadioGroupState({
    value: options.value,
    defaultValue: options.defaultValue ?? ANY_STAFF,
    onChange: options.onValueChange,
    isDisabled: disabled,
  });
  const isDisabled = (candidate: string) => disabled || (options.disabledValues ?? []).includes(candidate);
  return {
    value: radioGroup.selectedValue ?? ANY_STAFF,
    disabled,
    isDisabled,
    select: (next) => {
      // react-stately only knows the whole group's disabled flag; single staff members are ours.
      if (!isDisabled(next)) radioGroup.setSelectedValue(next);
    },
    radioGroup,
  };
}
