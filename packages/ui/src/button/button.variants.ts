import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a {@link Button}; use on links that should look like buttons. Only design choices
 * are variants here: the pending look follows the element's own `aria-busy="true"`, which the
 * headless submit parts set while they send.
 * @example <a className={buttonVariants({ variant: 'secondary' })} href="/">Home</a>
 */
export const buttonVariants = cva('bk-button', {
  variants: {
    /** @default 'primary' */
    variant: { primary: 'bk-button--primary', secondary: 'bk-button--secondary', ghost: 'bk-button--ghost' },
    /** @default 'md' */
    size: { sm: 'bk-button--sm', md: 'bk-button--md', lg: 'bk-button--lg' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** The variant props of {@link buttonVariants}. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
