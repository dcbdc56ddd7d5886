import { lazyWithReload } from '@booking-kit/react';

/*
 * The parts a booking's first screen (the calendar) does not show, each fetched with `import()`
 * when first rendered: the first screen loads only what it shows, and each later step (details,
 * payment) or optional part (guests for a class, a series, the time-zone search) comes on demand.
 * The package is published one module per file, so the host's bundler splits at these imports.
 * A part that fails to load reloads the page once, the booking kept in the tab (`lazyWithReload`).
 */

/** A team's first step, choosing who (a person's service, which most are, never shows it). */
export const LazyStaffStep = lazyWithReload(() => import('./steps/staff-step').then((module) => ({ default: module.StaffStep })));
/** The details step: the service's details form under the held time. */
export const LazyDetailsStep = lazyWithReload(() =>
  import('./steps/details-step').then((module) => ({ default: module.DetailsStep })),
);
/** The payment step. */
export const LazyPaymentStep = lazyWithReload(() =>
  import('./steps/details-step')
    .then((module) => module.loadPaymentStep())
    .then((module) => ({ default: module.PaymentStepSection })),
);
/** A class's guest list and the guests' check, one module: see `LazyGuestList`. */
export const loadGuestList = () => import('./parts/guest-list');
/** A class's guests. */
export const LazyGuestList = lazyWithReload(loadGuestList);
/**
 * A series' rhythm and occurrences, and its check, fetched once: the time step starts the fetch
 * when the calendar shows (see `TimeStep`), and `LazyRecurringSeries` renders from the same fetch.
 */
let recurringSeries: Promise<typeof import('./parts/recurring-series')> | undefined;
/** Fetches the series part's module (once; later calls get the same promise). */
export const loadRecurringSeries = () => {
  recurringSeries ??= import('./parts/recurring-series');
  return recurringSeries;
};
/** A series' rhythm and occurrences, and its check. */
export const LazyRecurringSeries = lazyWithReload(loadRecurringSeries);
/** The time-zone search. */
export const LazyTimeZonePicker = lazyWithReload(() => import('./parts/time-zone-picker'));
/** The Booker's own confirmation, when the host shows none of its own. */
export const LazyBookerConfirmation = lazyWithReload(() =>
  import('./booker-confirmation').then((module) => ({ default: module.BookerConfirmation })),
);
