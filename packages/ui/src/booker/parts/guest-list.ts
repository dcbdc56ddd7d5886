/**
 * The GuestList, as its own module: the Booker fetches it only when it is first shown, and
 * with it the guests' check (core's `validateGuests`, on zod/mini), which only a class with guests needs.
 */
// First: zod is configured before core's schemas are built (see the module).

export { validateGuests } from '@booking-kit/core';
export { GuestList as default } from '../../guest-list/guest-list';
