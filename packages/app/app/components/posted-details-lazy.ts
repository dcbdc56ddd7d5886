import { lazyWithReload } from '@booking-kit/react';

/**
 * The answer to a plain form post that could not book (no scripts ran), fetched only then: most
 * visitors book with scripts and never load it.
 */
export const LazyPostedDetails = lazyWithReload(() =>
  import('./posted-details').then((module) => ({ default: module.PostedDetails })),
);
