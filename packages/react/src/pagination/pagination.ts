/** The pagination parts as a namespace: `<Pagination.Root>`, `<Pagination.Page>`, ... */
export {
  PaginationEllipsis as Ellipsis,
  PaginationItem as Item,
  PaginationList as List,
  PaginationNext as Next,
  PaginationPage as Page,
  PaginationPrevious as Previous,
} from './pagination-parts';
export { PaginationRoot as Root } from './pagination-root';
