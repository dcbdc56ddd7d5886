import {
  PaginationEllipsis,
  PaginationItem,
  PaginationList,
  PaginationNext,
  PaginationPage,
  PaginationPrevious,
  PaginationRoot,
  type PaginationRootProps,
} from '@booking-kit/react';
import type { ReactElement } from 'react';
import { cx } from '../lib/cx';
import { type PaginationVariantProps, paginationVariants } from './pagination.variants';

/** Props of {@link Pagination}. */
export interface PaginationProps extends Omit<PaginationRootProps, 'asChild' | 'children'> {
  /**
   * Renders each link as the app's router link instead of a plain `<a href>`: return an element
   * for `href`; the pagination merges its own props (name, `aria-current`, classes) into it and
   * fills it with its text. Without it, links are plain anchors, right for server-rendered pages.
   * @example renderLink={({ href }) => <Link to={href} />}
   */
  renderLink?: (props: { href: string }) => ReactElement;
  /** @default 'center' */
  align?: NonNullable<PaginationVariantProps['align']>;
}

/**
 * The pages of a list of posts: 'Previous page', the page numbers around the current one with
 * an ellipsis for each gap, and 'Next page', in a navigation named 'Pages'. The current page is
 * marked `aria-current="page"`; Previous and Next are left out on the first and last page.
 * Renders nothing when there is only one page.
 * @selector .bk-root .bk-pagination [data-scope="pagination"][data-part="previous|list|item|page|ellipsis|next"][data-current]
 * @example <Pagination page={2} pageCount={9} hrefFor={(page) => (page === 1 ? '/journal/' : `/journal/?page=${page}`)} />
 */
export function Pagination({ renderLink, align = 'center', className, ...props }: PaginationProps) {
  if (props.pageCount <= 1) return null;
  const link = (page: number | null) =>
    renderLink && page !== null ? { asChild: true, children: renderLink({ href: props.hrefFor(page) }) } : {};
  return (
    <PaginationRoot {...props} className={cx(paginationVariants({ align }), className)}>
      {(api) => (
        <>
          <PaginationPrevious {...link(api.previous)} />
          <PaginationList>
            {api.items.map((item) => (
              <PaginationItem key={item.type === 'page' ? item.page : item.key}>
                {item.type === 'page' ? <PaginationPage page={item.page} {...link(item.page)} /> : <PaginationEllipsis />}
              </PaginationItem>
            ))}
          </PaginationList>
          <PaginationNext {...link(api.next)} />
        </>
      )}
    </PaginationRoot>
  );
}
