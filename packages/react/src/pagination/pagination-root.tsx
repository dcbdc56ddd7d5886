import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { PaginationProvider } from './pagination-context';
import {
  PaginationEllipsis,
  PaginationItem,
  PaginationList,
  PaginationNext,
  PaginationPage,
  PaginationPrevious,
} from './pagination-parts';
import { type PaginationApi, type PaginationNavOptions, usePaginationNav } from './use-pagination-nav';

/** Props of {@link PaginationRoot}. */
export interface PaginationRootProps extends PaginationNavOptions, AsChildProps, Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /**
   * The parts, or a function of the pagination's API (to map its `items`). Without children it
   * renders Previous, the list of pages and gaps, and Next.
   */
  children?: ReactNode | ((api: PaginationApi) => ReactNode);
}

/**
 * A list of posts (or anything) in pages: a `<nav>` named 'Pages' holding links to the previous
 * page, the pages around the current one with an ellipsis for each gap, and the next page.
 * Every part reads `hrefFor` from here, so each link is a plain `href` a server render can show.
 * @selector [data-scope="pagination"][data-part="root"]
 * @example
 * <Pagination.Root page={2} pageCount={9} hrefFor={(page) => `/journal/?page=${page}`}>
 *   {(api) => (
 *     <>
 *       <Pagination.Previous />
 *       <Pagination.List>
 *         {api.items.map((item) => (
 *           <Pagination.Item key={item.type === 'page' ? item.page : item.key}>
 *             {item.type === 'page' ? <Pagination.Page page={item.page} /> : <Pagination.Ellipsis />}
 *           </Pagination.Item>
 *         ))}
 *       </Pagination.List>
 *       <Pagination.Next />
 *     </>
 *   )}
 * </Pagination.Root>
 */
export function PaginationRoot({
  page,
  pageCount,
  siblingCount,
  hrefFor,
  label,
  asChild,
  children,
  ...props
}: PaginationRootProps) {
  const api = usePaginationNav({
    page,
    pageCount,
    hrefFor,
    ...(siblingCount !== undefined && { siblingCount }),
    ...(label !== undefined && { label }),
  });
  const merged = mergePartProps(api.rootProps, props);
  const content = typeof children === 'function' ? children(api) : (children ?? <DefaultParts api={api} />);
  return (
    <PaginationProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <nav {...merged}>{content}</nav>}
    </PaginationProvider>
  );
}

/** What a root without children shows. */
function DefaultParts({ api }: { api: PaginationApi }) {
  return (
    <>
      <PaginationPrevious />
      <PaginationList>
        {api.items.map((item) => (
          <PaginationItem key={item.type === 'page' ? item.page : item.key}>
            {item.type === 'page' ? <PaginationPage page={item.page} /> : <PaginationEllipsis />}
          </PaginationItem>
        ))}
      </PaginationList>
      <PaginationNext />
    </>
  );
}
