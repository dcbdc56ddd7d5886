import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of {@link Prose}: the typography of rich text. Use them on your own element holding
 * an article's HTML to give it the same look.
 * @example <div className={proseVariants({ size: 'lg' })}>{children}</div>
 */
export const proseVariants = cva('bk-prose', {
  variants: {
    /** `lg` for a post's body read at length, `md` for text inside a page section. @default 'md' */
    size: { md: 'bk-prose--md', lg: 'bk-prose--lg' },
  },
  defaultVariants: { size: 'md' },
});

/** The variant props of {@link proseVariants}. */
export type ProseVariantProps = VariantProps<typeof proseVariants>;
