import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a content card ({@link PostCard}, {@link ProductCard}): the image above the text
 * (`vertical`) or beside it (`horizontal`, stacked again on a phone).
 * @example <article className={contentCardVariants({ orientation: 'horizontal' })}>…</article>
 */
export const contentCardVariants = cva('bk-content-card', {
  variants: {
    /** @default 'vertical' */
    orientation: { vertical: 'bk-content-card--vertical', horizontal: 'bk-content-card--horizontal' },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** The variant props of {@link contentCardVariants}. */
export type ContentCardVariantProps = VariantProps<typeof contentCardVariants>;

/**
 * Classes of a list of content cards ({@link PostList}, {@link ProductGrid}, {@link ServiceCards}):
 * as many columns as fit (`grid`), or one card a row (`list`).
 * @example <ul className={contentListVariants({ layout: 'list' })}>…</ul>
 */
export const contentListVariants = cva('bk-content-list', {
  variants: {
    /** @default 'grid' */
    layout: { grid: 'bk-content-list--grid', list: 'bk-content-list--list' },
  },
  defaultVariants: { layout: 'grid' },
});

/** The variant props of {@link contentListVariants}. */
export type ContentListVariantProps = VariantProps<typeof contentListVariants>;
