import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a cancel-booking form, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="cancel-booking"][data-part="reason-input"]
 */
export const cancelBookingAnatomy = createAnatomy('cancel-booking', {
  root: 'root',
  title: 'title',
  summary: 'summary',
  reasons: 'reasons',
  reasonsLegend: 'reasons-legend',
  reasonItem: 'reason-item',
  reasonLabel: 'reason-label',
  reasonInput: 'reason-input',
  reasonError: 'reason-error',
  alert: 'alert',
  submit: 'submit',
  keep: 'keep',
  confirmOverlay: 'confirm-overlay',
  confirm: 'confirm',
  confirmTitle: 'confirm-title',
  confirmDescription: 'confirm-description',
  confirmKeep: 'confirm-keep',
  confirmAction: 'confirm-action',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  reasonField: 'reason-field',
  actions: 'actions',
  confirmActions: 'confirm-actions',
});

/** A cancel-booking part name. */
export type CancelBookingPart = AnatomyPart<typeof cancelBookingAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const cancelBookingPartAttrs = cancelBookingAnatomy.attrs;
