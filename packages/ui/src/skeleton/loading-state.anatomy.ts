import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a loading state, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="loading-state"][data-part="shapes"]
 */
export const loadingStateAnatomy = createAnatomy('loading-state', {
  root: 'root',
  shapes: 'shapes',
});

/** A loading-state part name. */
export type LoadingStatePart = AnatomyPart<typeof loadingStateAnatomy>;
