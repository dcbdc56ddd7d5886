import { cva } from 'class-variance-authority';

/**
 * Classes of one zone option, keyed on the headless option state (`TimeZoneOptionState`):
 * `isActive` where the keyboard is, `isSelected` for the chosen zone.
 * @example <TimeZonePicker.Option zone={zone} className={(state) => timeZonePickerOptionVariants(state)} />
 */
export const timeZonePickerOptionVariants = cva('bk-time-zone-picker__option', {
  variants: {
    isActive: { true: 'bk-time-zone-picker__option--active', false: '' },
    isSelected: { true: 'bk-time-zone-picker__option--selected', false: '' },
  },
  defaultVariants: { isActive: false, isSelected: false },
});
