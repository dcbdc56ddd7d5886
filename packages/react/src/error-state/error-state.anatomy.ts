import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of an error state, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="error-state"][data-part="message"]
 */
export const errorStateAnatomy = createAnatomy('error-state', {
  root: 'root',
  message: 'message',
  retry: 'retry',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  title: 'title',
  description: 'description',
});

/** An error-state part name, e.g. `retry`. */
export type ErrorStatePart = AnatomyPart<typeof errorStateAnatomy>;
