import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a booking flow, declared once: each value is the part's `data-part`.
 * @selector [data-scope="booking-flow"][data-part="step"][data-step="time"]
 */
export const bookingFlowAnatomy = createAnatomy('booking-flow', {
  root: 'root',
  step: 'step',
  progress: 'progress',
  progressItem: 'progress-item',
  back: 'back',
  next: 'next',
});

/** A booking-flow part name. */
export type BookingFlowPart = AnatomyPart<typeof bookingFlowAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const bookingFlowPartAttrs = bookingFlowAnatomy.attrs;
