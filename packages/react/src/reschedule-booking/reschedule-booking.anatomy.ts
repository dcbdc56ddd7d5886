/**
 * The parts of a reschedule-booking form, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="reschedule-booking"][data-part="summary"]
 */
export const rescheduleBookingAnatomy = {
  root: 'root',
  title: 'title',
  summary: 'summary',
  alert: 'alert',
  submit: 'submit',
  keep: 'keep',
} as const;

/** A reschedule-booking part name. */
export type RescheduleBookingPart = (typeof rescheduleBookingAnatomy)[keyof typeof rescheduleBookingAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function rescheduleBookingPartAttrs(part: RescheduleBookingPart) {
  return { 'data-scope': 'reschedule-booking', 'data-part': part } as const;
}
