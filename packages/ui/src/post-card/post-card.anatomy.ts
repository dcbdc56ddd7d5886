import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a post card, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="post-card"][data-part="body"]
 */
export const postCardAnatomy = createAnatomy('post-card', {
  root: 'root',
  body: 'body',
  title: 'title',
  link: 'link',
  category: 'category',
  excerpt: 'excerpt',
  meta: 'meta',
  author: 'author',
  date: 'date',
  media: 'media',
  image: 'image',
});

/** A post-card part name. */
export type PostCardPart = AnatomyPart<typeof postCardAnatomy>;
