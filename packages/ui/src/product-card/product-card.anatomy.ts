import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a product card, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="product-card"][data-part="body"]
 */
export const productCardAnatomy = createAnatomy('product-card', {
  root: 'root',
  body: 'body',
  title: 'title',
  link: 'link',
  description: 'description',
  price: 'price',
  media: 'media',
  image: 'image',
});

/** A product-card part name. */
export type ProductCardPart = AnatomyPart<typeof productCardAnatomy>;
