import { type AnatomyPart, createAnatomy } from '@booking-kit/react';

/**
 * The parts of a skeleton, a component of this package only, declared once: each value is the
 * part's `data-part` attribute.
 * @selector [data-scope="skeleton"][data-part="shape"]
 */
export const skeletonAnatomy = createAnatomy('skeleton', {
  root: 'root',
  shape: 'shape',
});

/** A skeleton part name. */
export type SkeletonPart = AnatomyPart<typeof skeletonAnatomy>;
