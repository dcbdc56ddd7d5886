import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a details form, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="details-form"][data-part="field"]
 */
export const detailsFormAnatomy = createAnatomy('details-form', {
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
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  title: 'title',
  requiredLegend: 'required-legend',
  fields: 'fields',
  requiredMark: 'required-mark',
  check: 'check',
});

/** A details form part name, e.g. `error-summary`. */
export type DetailsFormPart = AnatomyPart<typeof detailsFormAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const detailsFormPartAttrs = detailsFormAnatomy.attrs;
