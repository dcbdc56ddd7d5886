import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a reschedule-booking form, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="reschedule-booking"][data-part="summary"]
 */
export const rescheduleBookingAnatomy = createAnatomy('reschedule-booking', {
  root: 'root',
  title: 'title',
  summary: 'summary',
  alert: 'alert',
  submit: 'submit',
  keep: 'keep',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  actions: 'actions',
});

/** A reschedule-booking part name. */
export type RescheduleBookingPart = AnatomyPart<typeof rescheduleBookingAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const rescheduleBookingPartAttrs = rescheduleBookingAnatomy.attrs;
