import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a hero, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="hero"][data-part="body"]
 */
export const heroAnatomy = createAnatomy('hero', {
  root: 'root',
  body: 'body',
  heading: 'heading',
  text: 'text',
  cta: 'cta',
  image: 'image',
});

/** A hero part name. */
export type HeroPart = AnatomyPart<typeof heroAnatomy>;
