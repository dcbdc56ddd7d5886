/**
 * What the Booker needs only once the visitor has chosen a time: the hold and booking requests
 * built from the flow's state, and the payment sequence. `useBooker` imports this module on
 * demand (fetching it right after its first render), so that a Booker's first screen does not
 * carry the code of steps the visitor has not reached; a cart's payment imports it too, so the
 * payment sequence is one chunk for both.
 */
export { bookingFlowBookingRequest, bookingFlowHoldRequest, payBooking } from '@booking-kit/core';
