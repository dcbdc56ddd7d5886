/**
 * The parts of a pagination, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="pagination"][data-part="page"][data-current]
 */
export const paginationAnatomy = {
  root: 'root',
  list: 'list',
  item: 'item',
  previous: 'previous',
  next: 'next',
  page: 'page',
  ellipsis: 'ellipsis',
} as const;

/** A pagination part name. */
export type PaginationPart = (typeof paginationAnatomy)[keyof typeof paginationAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function paginationPartAttrs(part: PaginationPart) {
  return { 'data-scope': 'pagination', 'data-part': part } as const;
}
