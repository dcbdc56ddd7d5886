/**
 * The pagination parts as a namespace (`<Pagination.Root>`, `<Pagination.Page>`, ...).
 * @example <Pagination.Root page={2} pageCount={9} hrefFor={(page) => `/journal/?page=${page}`} />
 */
export * as Pagination from './pagination';
export { type PaginationPart, paginationAnatomy } from './pagination.anatomy';
export { usePaginationContext } from './pagination-context';
export {
  PaginationEllipsis,
  type PaginationEllipsisProps,
  PaginationItem,
  type PaginationItemProps,
  PaginationList,
  type PaginationListProps,
  PaginationNext,
  PaginationPage,
  type PaginationPageProps,
  PaginationPrevious,
  type PaginationStepProps,
} from './pagination-parts';
export { PaginationRoot, type PaginationRootProps } from './pagination-root';
export {
  type PaginationEntry,
  type UsePaginationOptions,
  type UsePaginationResult,
  usePagination,
} from './use-pagination';
export {
  type PaginationApi,
  type PaginationNavOptions,
  type PaginationPageLinkProps,
  type PaginationStepLinkProps,
  usePaginationNav,
} from './use-pagination-nav';
