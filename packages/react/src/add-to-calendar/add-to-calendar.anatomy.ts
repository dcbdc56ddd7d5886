/**
 * The parts of an add-to-calendar block, declared once: each value is the part's `data-part`.
 * @selector [data-scope="add-to-calendar"][data-part="link"]
 */
export const addToCalendarAnatomy = {
  root: 'root',
  title: 'title',
  link: 'link',
  download: 'download',
} as const;

/** An add-to-calendar part name. */
export type AddToCalendarPart = (typeof addToCalendarAnatomy)[keyof typeof addToCalendarAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function addToCalendarPartAttrs(part: AddToCalendarPart) {
  return { 'data-scope': 'add-to-calendar', 'data-part': part } as const;
}
