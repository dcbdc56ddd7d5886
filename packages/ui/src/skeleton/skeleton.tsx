import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { skeletonAnatomy } from './skeleton.anatomy';
import { type SkeletonVariantProps, skeletonVariants } from './skeleton.variants';

/** The shapes a {@link Skeleton} can draw. */
export type SkeletonVariant = NonNullable<SkeletonVariantProps['variant']>;

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The shape. @default 'text' */
  variant?: SkeletonVariant;
  /** Lines of `text` or cells of a `slot-grid`; ignored by `block` and `circle`. @default 1 for text, 6 for slot-grid */
  count?: number;
}

const DEFAULT_COUNT: Record<SkeletonVariant, number> = { text: 1, block: 1, circle: 1, 'slot-grid': 6 };

/**
 * A placeholder shape shown while content loads, with a shimmer that stops for visitors who
 * prefer reduced motion. It is always `aria-hidden`: pair it with a `LoadingState` (or the
 * headless `LoadingStatus`) so screen readers hear 'Loading…' once instead of empty boxes.
 * Size it with `style` (e.g. `{ width: '12rem' }`); `block` and `circle` fill that size.
 * @selector .bk-root .bk-skeleton.bk-skeleton--text|block|circle|slot-grid [data-scope="skeleton"][data-part="shape"]
 * @example <Skeleton variant="slot-grid" count={8} />
 */
export function Skeleton({ variant = 'text', count, className, ...props }: SkeletonProps) {
  const shapes = variant === 'text' || variant === 'slot-grid' ? Math.max(1, Math.floor(count ?? DEFAULT_COUNT[variant])) : 1;
  return (
    <div
      {...skeletonAnatomy.attrs('root')}
      {...props}
      aria-hidden="true"
      className={cx(skeletonVariants({ variant }), className)}
    >
      {Array.from({ length: shapes }, (_, index) => (
        // The shapes never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={index} {...skeletonAnatomy.attrs('shape')} />
      ))}
    </div>
  );
}
