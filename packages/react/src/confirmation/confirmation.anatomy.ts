import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a confirmation, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="confirmation"][data-part="title"]
 */
export const confirmationAnatomy = createAnatomy('confirmation', {
  root: 'root',
  title: 'title',
  description: 'description',
  details: 'details',
  contact: 'contact',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  actions: 'actions',
});

/** A confirmation part name. */
export type ConfirmationPart = AnatomyPart<typeof confirmationAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const confirmationPartAttrs = confirmationAnatomy.attrs;
