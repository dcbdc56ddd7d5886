import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a pagination, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="pagination"][data-part="page"][data-current]
 */
export const paginationAnatomy = createAnatomy('pagination', {
  root: 'root',
  list: 'list',
  item: 'item',
  previous: 'previous',
  next: 'next',
  page: 'page',
  ellipsis: 'ellipsis',
});

/** A pagination part name. */
export type PaginationPart = AnatomyPart<typeof paginationAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const paginationPartAttrs = paginationAnatomy.attrs;
