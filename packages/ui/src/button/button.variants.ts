import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a {@link Button}; use on links that should look like buttons.
 * @example <a className={buttonVariants({ variant: 'secondary' })} href="/">Home</a>
 */
export const buttonVariants = cva('bk-button', {
  variants: {
    /** @default 'primary' */
    variant: { primary: 'bk-button--primary', secondary: 'bk-button--secondary', ghost: 'bk-button--ghost' },
    /** @default 'md' */
    size: { sm: 'bk-button--sm', md: 'bk-button--md', lg: 'bk-button--lg' },
    isPending: { true: 'bk-button--pending', false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', isPending: false },
});

/** The variant props of {@link buttonVariants}. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
