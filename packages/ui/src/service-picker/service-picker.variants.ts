import { cva } from 'class-variance-authority';

/**
 * Classes of a service option, keyed on the headless option state (`ServicePickerOptionState`).
 * @example <ServicePicker.Option service={service} className={(state) => servicePickerOptionVariants(state)} />
 */
export const servicePickerOptionVariants = cva('bk-service-picker-option', {
  variants: {
    isSelected: { true: 'bk-service-picker-option--selected', false: '' },
    isDisabled: { true: 'bk-service-picker-option--disabled', false: '' },
    isAtMax: { true: 'bk-service-picker-option--at-max', false: '' },
  },
  defaultVariants: { isSelected: false, isDisabled: false, isAtMax: false },
});
