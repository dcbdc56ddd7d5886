import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of an add-to-calendar block, declared once: each value is the part's `data-part`.
 * @selector [data-scope="add-to-calendar"][data-part="link"]
 */
export const addToCalendarAnatomy = createAnatomy('add-to-calendar', {
  root: 'root',
  title: 'title',
  link: 'link',
  download: 'download',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  list: 'list',
});

/** An add-to-calendar part name. */
export type AddToCalendarPart = AnatomyPart<typeof addToCalendarAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const addToCalendarPartAttrs = addToCalendarAnatomy.attrs;
