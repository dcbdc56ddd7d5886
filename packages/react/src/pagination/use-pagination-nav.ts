import { useLocale } from '../locale/locale-context';
import { paginationPartAttrs } from './pagination.anatomy';
import { type PaginationEntry, type UsePaginationOptions, usePagination } from './use-pagination';

/** Options of {@link usePaginationNav}: which page of how many, and the address of each page. */
export interface PaginationNavOptions extends UsePaginationOptions {
  /** The address of a page, e.g. `(page) => (page === 1 ? '/journal/' : `/journal/?page=${page}`)`. */
  hrefFor: (page: number) => string;
  /** The navigation's accessible name. @default t('pagination.label') ('Pages') */
  label?: string;
}

/** Props of a page link: its address and name, and `aria-current="page"` on the page being shown. */
export type PaginationPageLinkProps = {
  href: string;
  'aria-label': string;
  'aria-current'?: 'page';
  'data-current'?: '';
  'data-page': number;
} & ReturnType<typeof paginationPartAttrs>;

/** Props of the previous or next link. */
export type PaginationStepLinkProps = {
  href: string;
  rel: 'prev' | 'next';
  'data-page': number;
} & ReturnType<typeof paginationPartAttrs>;

/** What {@link usePaginationNav} returns: the pages to show, the labels and a prop bag per part. */
export interface PaginationApi {
  /** The page being shown (clamped into `1…pageCount`). */
  page: number;
  pageCount: number;
  /** The pages and gaps to show, from {@link usePagination}. */
  items: PaginationEntry[];
  /** The page before the current one, or null on the first page. */
  previous: number | null;
  /** The page after the current one, or null on the last page. */
  next: number | null;
  hrefFor: (page: number) => string;
  rootProps: { 'aria-label': string } & ReturnType<typeof paginationPartAttrs>;
  listProps: ReturnType<typeof paginationPartAttrs>;
  itemProps: ReturnType<typeof paginationPartAttrs>;
  ellipsisProps: ReturnType<typeof paginationPartAttrs>;
  /** 'Previous page'. */
  previousLabel: string;
  /** 'Next page'. */
  nextLabel: string;
  /** The previous link's props, or null on the first page. */
  previousProps: PaginationStepLinkProps | null;
  /** The next link's props, or null on the last page. */
  nextProps: PaginationStepLinkProps | null;
  /** A page link's props: named 'Page 3', `aria-current="page"` on the current one. */
  getPageProps(page: number): PaginationPageLinkProps;
  /** A page's number as the link shows it, in the locale's digits. */
  pageText(page: number): string;
}

/**
 * The behaviour of a pagination: a navigation named 'Pages', plain links to every page shown
 * (so it works without JavaScript and on server-rendered pages), each named 'Page 3' for screen
 * readers, the current one marked `aria-current="page"`, and 'Previous page' / 'Next page' with
 * `rel="prev"` / `rel="next"`, absent where there is no such page. No state: the page is the
 * app's (usually its URL).
 * @example const api = usePaginationNav({ page: 2, pageCount: 9, hrefFor: (page) => `/journal/?page=${page}` });
 */
export function usePaginationNav(options: PaginationNavOptions): PaginationApi {
  const { t, tag } = useLocale();
  const { hrefFor } = options;
  const { items, previous, next } = usePagination(options);
  const pageCount = Math.max(1, Math.floor(options.pageCount) || 1);
  const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pageCount);
  const numbers = new Intl.NumberFormat(tag, { useGrouping: false });
  const pageText = (value: number) => numbers.format(value);
  const stepProps = (target: number | null, rel: 'prev' | 'next'): PaginationStepLinkProps | null =>
    target === null
      ? null
      : {
          href: hrefFor(target),
          rel,
          'data-page': target,
          ...paginationPartAttrs(rel === 'prev' ? 'previous' : 'next'),
        };

  return {
    page,
    pageCount,
    items,
    previous,
    next,
    hrefFor,
    rootProps: { 'aria-label': options.label ?? t('pagination.label'), ...paginationPartAttrs('root') },
    listProps: paginationPartAttrs('list'),
    itemProps: paginationPartAttrs('item'),
    ellipsisProps: paginationPartAttrs('ellipsis'),
    previousLabel: t('pagination.previous'),
    nextLabel: t('pagination.next'),
    previousProps: stepProps(previous, 'prev'),
    nextProps: stepProps(next, 'next'),
    getPageProps: (target) => ({
      href: hrefFor(target),
      // The link shows only the number; its name says what the number is.
      'aria-label': t('pagination.page', { page: pageText(target) }),
      ...(target === page && { 'aria-current': 'page' as const, 'data-current': '' as const }),
      'data-page': target,
      ...paginationPartAttrs('page'),
    }),
    pageText,
  };
}
