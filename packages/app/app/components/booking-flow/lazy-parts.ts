import { lazyWithReload } from '../../lib/lazy-with-reload';

/*
 * The parts a booking's first screen (the calendar) does not show, each fetched with `import()`
 * when first rendered: the first screen loads only what it shows, and each later step (details,
 * payment) or optional part (guests for a class, a series, the time-zone search) comes on demand.
 * React.lazy is used, not a library loader, because these are the app's own code-split points;
 * a part that fails to load reloads the page once (see `lazyWithReload`).
 */

/** The details step: the service's details form under the held time. */
export const LazyDetailsStep = lazyWithReload(() => import('./details-step').then((module) => ({ default: module.DetailsStep })));
/** The payment step. */
export const LazyPaymentStep = lazyWithReload(() =>
  import('./payment-step-section').then((module) => ({ default: module.PaymentStepSection })),
);
/** A class's guest list and the guests' check, one module: see `LazyGuestList`. */
export const loadGuestList = () => import('./parts/guest-list');
/** A class's guests. */
export const LazyGuestList = lazyWithReload(loadGuestList);
/** A series' rhythm and occurrences. */
export const LazyRecurringSeries = lazyWithReload(() => import('./parts/recurring-series'));
/** The time-zone search. */
export const LazyTimeZonePicker = lazyWithReload(() => import('./parts/time-zone-picker'));
/** The answer to a plain form post that could not book (no scripts ran): the details again. */
export const LazyPostedDetails = lazyWithReload(() =>
  import('./posted-details').then((module) => ({ default: module.PostedDetails })),
);
