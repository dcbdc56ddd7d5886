import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a guest list, declared once: each value is the part's `data-part` attribute.
 * A guest's label, input and error also carry `data-field` (`name`, `email`).
 * @selector [data-scope="guest-list"][data-part="item"]
 */
export const guestListAnatomy = createAnatomy('guest-list', {
  root: 'root',
  title: 'title',
  count: 'count',
  item: 'item',
  label: 'label',
  input: 'input',
  error: 'error',
  add: 'add',
  remove: 'remove',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  items: 'items',
  field: 'field',
  footer: 'footer',
});

/** A guest-list part name, e.g. `item`. */
export type GuestListPart = AnatomyPart<typeof guestListAnatomy>;
