import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a product grid, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="product-grid"][data-part="item"]
 */
export const productGridAnatomy = createAnatomy('product-grid', {
  root: 'root',
  item: 'item',
});

/** A product-grid part name. */
export type ProductGridPart = AnatomyPart<typeof productGridAnatomy>;
