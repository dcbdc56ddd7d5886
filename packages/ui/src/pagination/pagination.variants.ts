import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of a {@link Pagination}: where its links sit in the line. Use them on the headless
 * `Pagination.Root` to give a custom pagination the same look.
 * @example <Pagination.Root className={paginationVariants({ align: 'start' })} page={2} pageCount={9} hrefFor={hrefFor} />
 */
export const paginationVariants = cva('bk-pagination', {
  variants: {
    /** @default 'center' */
    align: { start: 'bk-pagination--start', center: 'bk-pagination--center', end: 'bk-pagination--end' },
  },
  defaultVariants: { align: 'center' },
});

/** The variant props of {@link paginationVariants}. */
export type PaginationVariantProps = VariantProps<typeof paginationVariants>;
