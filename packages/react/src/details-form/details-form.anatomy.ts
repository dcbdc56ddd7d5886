/**
 * The parts of a details form, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="details-form"][data-part="field"]
 */
export const detailsFormAnatomy = {
  root: 'root',
  field: 'field',
  label: 'label',
  input: 'input',
  textarea: 'textarea',
  select: 'select',
  checkbox: 'checkbox',
  description: 'description',
  error: 'error',
  errorSummary: 'error-summary',
  announcer: 'announcer',
  submit: 'submit',
} as const;

/** A details form part name, e.g. `error-summary`. */
export type DetailsFormPart = (typeof detailsFormAnatomy)[keyof typeof detailsFormAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function detailsFormPartAttrs(part: DetailsFormPart) {
  return { 'data-scope': 'details-form', 'data-part': part } as const;
}
