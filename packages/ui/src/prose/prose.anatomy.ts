import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a prose block, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="prose"][data-part="root"]
 */
export const proseAnatomy = createAnatomy('prose', {
  root: 'root',
});

/** A prose part name. */
export type ProsePart = AnatomyPart<typeof proseAnatomy>;
