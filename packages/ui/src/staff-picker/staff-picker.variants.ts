import { cva } from 'class-variance-authority';

/**
 * Classes of a staff option, keyed on the headless option state (`StaffPickerOptionState`).
 * @example <StaffPicker.Option value="any" className={(state) => staffPickerOptionVariants(state)} />
 */
export const staffPickerOptionVariants = cva('bk-staff-picker-option', {
  variants: {
    isSelected: { true: 'bk-staff-picker-option--selected', false: '' },
    isDisabled: { true: 'bk-staff-picker-option--disabled', false: '' },
    isAny: { true: 'bk-staff-picker-option--any', false: '' },
  },
  defaultVariants: { isSelected: false, isDisabled: false, isAny: false },
});
