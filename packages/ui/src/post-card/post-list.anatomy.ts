import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a post list, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="post-list"][data-part="item"]
 */
export const postListAnatomy = createAnatomy('post-list', {
  root: 'root',
  item: 'item',
});

/** A post-list part name. */
export type PostListPart = AnatomyPart<typeof postListAnatomy>;
