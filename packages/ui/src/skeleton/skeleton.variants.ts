import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a {@link Skeleton} placeholder, keyed on the shape it stands in for: lines of
 * `text`, a `block` (an image or card), a `circle` (an avatar) or a `slot-grid` of time buttons.
 * @example <div aria-hidden="true" className={skeletonVariants({ variant: 'circle' })} />
 */
export const skeletonVariants = cva('bk-skeleton', {
  variants: {
    /** @default 'text' */
    variant: {
      text: 'bk-skeleton--text',
      block: 'bk-skeleton--block',
      circle: 'bk-skeleton--circle',
      'slot-grid': 'bk-skeleton--slot-grid',
    },
  },
  defaultVariants: { variant: 'text' },
});

/** The variant props of {@link skeletonVariants}. */
export type SkeletonVariantProps = VariantProps<typeof skeletonVariants>;
