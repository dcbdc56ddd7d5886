import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a button, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="button"][data-part="spinner"]
 */
export const buttonAnatomy = createAnatomy('button', {
  root: 'root',
  spinner: 'spinner',
});

/** A button part name. */
export type ButtonPart = AnatomyPart<typeof buttonAnatomy>;
