import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a card, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="card"][data-part="root"]
 */
export const cardAnatomy = createAnatomy('card', {
  root: 'root',
});

/** A card part name. */
export type CardPart = AnatomyPart<typeof cardAnatomy>;
