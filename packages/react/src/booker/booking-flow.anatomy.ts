/**
 * The parts of a booking flow, declared once: each value is the part's `data-part`.
 * @selector [data-scope="booking-flow"][data-part="step"][data-step="time"]
 */
export const bookingFlowAnatomy = {
  root: 'root',
  step: 'step',
  progress: 'progress',
  progressItem: 'progress-item',
  back: 'back',
  next: 'next',
} as const;

/** A booking-flow part name. */
export type BookingFlowPart = (typeof bookingFlowAnatomy)[keyof typeof bookingFlowAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function bookingFlowPartAttrs<Part extends BookingFlowPart>(part: Part) {
  return { 'data-scope': 'booking-flow', 'data-part': part } as const;
}
