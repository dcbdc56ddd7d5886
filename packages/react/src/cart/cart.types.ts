import type { CartLine, Service, StaffSummary } from '@booking-kit/core';

/**
 * One service in the cart, as the visitor sees it: what, with whom, when, and for whom. It
 * satisfies core's `CartLine`, so `validateCart` and `cartTotal` read it directly.
 */
export interface CartEntry extends CartLine {
  /** Keeps the row's identity (and focus) while other rows are removed. */
  id: string;
  service: CartLine['service'] & Pick<Service, 'slug' | 'name' | 'durationMinutes'>;
  /** The chosen staff member; `null` or left out for "Any available staff". */
  staff?: Pick<StaffSummary, 'slug' | 'name'> | null;
  /** The start, an ISO-8601 instant (`2026-03-10T09:00:00.000Z`). */
  start: string;
  /** The chosen length in minutes. @default service.durationMinutes */
  durationMinutes?: number;
}

/** The state of one row, for class names. */
export interface CartItemState {
  /** The row breaks a rule (too many seats for its service) and shows why. */
  isInvalid: boolean;
}
