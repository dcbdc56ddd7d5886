import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a {@link Hero}: text and image side by side (`withImage`, stacked on a phone), and
 * the text's alignment.
 * @example <section className={heroVariants({ withImage: false, align: 'center' })}>…</section>
 */
export const heroVariants = cva('bk-hero', {
  variants: {
    /** @default false */
    withImage: { true: 'bk-hero--with-image', false: '' },
    /** @default 'start' */
    align: { start: 'bk-hero--start', center: 'bk-hero--center' },
  },
  defaultVariants: { withImage: false, align: 'start' },
});

/** The variant props of {@link heroVariants}. */
export type HeroVariantProps = VariantProps<typeof heroVariants>;
