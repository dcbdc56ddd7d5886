import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of the service cards, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="service-cards"][data-part="item"]
 */
export const serviceCardsAnatomy = createAnatomy('service-cards', {
  root: 'root',
  item: 'item',
  card: 'card',
  title: 'title',
  description: 'description',
  details: 'details',
  duration: 'duration',
  price: 'price',
  book: 'book',
});

/** A service-cards part name. */
export type ServiceCardsPart = AnatomyPart<typeof serviceCardsAnatomy>;
