import { lazyWithReload } from '@booking-kit/react';

// Not among `lazy-parts`: the cart's flow loads those parts itself, and a module that it imports
// must not import it back, even lazily (an import circle).

/** A provider's services booked through the cart: only a Booker without a service loads it (see `lazy-parts`). */
export const LazyCartBookerFlow = lazyWithReload(() =>
  import('./cart-booker-flow').then((module) => ({ default: module.CartBookerFlow })),
);
