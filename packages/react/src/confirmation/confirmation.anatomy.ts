/**
 * The parts of a confirmation, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="confirmation"][data-part="title"]
 */
export const confirmationAnatomy = {
  root: 'root',
  title: 'title',
  description: 'description',
  details: 'details',
  contact: 'contact',
} as const;

/** A confirmation part name. */
export type ConfirmationPart = (typeof confirmationAnatomy)[keyof typeof confirmationAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function confirmationPartAttrs(part: ConfirmationPart) {
  return { 'data-scope': 'confirmation', 'data-part': part } as const;
}
