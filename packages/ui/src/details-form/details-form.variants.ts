import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of one field, keyed on the headless field state: `isInvalid` while it shows an error,
 * `control` for the element it is entered with. Label, input and error reuse the text field's
 * classes (`bk-text-field__*`), so both look alike.
 * @example <DetailsFormField className={detailsFormFieldVariants({ isInvalid: true, control: 'checkbox' })} … />
 */
export const detailsFormFieldVariants = cva('bk-text-field bk-details-form__field', {
  variants: {
    isInvalid: { true: 'bk-details-form__field--invalid', false: '' },
    control: {
      input: '',
      select: '',
      textarea: 'bk-details-form__field--wide',
      checkbox: 'bk-details-form__field--wide bk-details-form__field--checkbox',
    },
  },
  defaultVariants: { isInvalid: false, control: 'input' },
});

/** The variant props of {@link detailsFormFieldVariants}. */
export type DetailsFormFieldVariantProps = VariantProps<typeof detailsFormFieldVariants>;
