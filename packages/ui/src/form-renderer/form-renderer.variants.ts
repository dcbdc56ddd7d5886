import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of one question, keyed on the headless field's state: how it is answered (`kind`:
 * typed into an `input`, chosen from options as a `choice` fieldset, or a `consent` box) and
 * `isInvalid` while it shows an error. Typed answers reuse the text field's styles.
 * @example <FormRendererField field={field} className={formRendererFieldVariants({ kind: 'choice', isInvalid: true })} />
 */
export const formRendererFieldVariants = cva('bk-form-renderer__field', {
  variants: {
    kind: {
      input: 'bk-text-field',
      choice: 'bk-form-renderer__field--choice',
      consent: 'bk-form-renderer__field--consent',
    },
    isInvalid: { true: 'bk-form-renderer__field--invalid', false: '' },
  },
  defaultVariants: { kind: 'input', isInvalid: false },
});

/** The variant props of {@link formRendererFieldVariants}. */
export type FormRendererFieldVariantProps = VariantProps<typeof formRendererFieldVariants>;
