import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a form renderer, declared once: each value is the part's `data-part` attribute
 * and its name in the docs.
 * @selector [data-scope="form-renderer"][data-part="field"]
 */
export const formRendererAnatomy = createAnatomy('form-renderer', {
  root: 'root',
  title: 'title',
  description: 'description',
  requiredHint: 'required-hint',
  progress: 'progress',
  stepList: 'step-list',
  step: 'step',
  stepTitle: 'step-title',
  errorSummary: 'error-summary',
  fields: 'fields',
  field: 'field',
  label: 'label',
  input: 'input',
  choices: 'choices',
  choice: 'choice',
  help: 'help',
  error: 'error',
  back: 'back',
  next: 'next',
  submit: 'submit',
  submitError: 'submit-error',
  status: 'status',
  confirmation: 'confirmation',
  confirmationTitle: 'confirmation-title',
  confirmationText: 'confirmation-text',
  hiddenInput: 'hidden-input',
  choiceInput: 'choice-input',
  choiceLabel: 'choice-label',
  requiredMark: 'required-mark',
  errorSummaryTitle: 'error-summary-title',
  errorSummaryLink: 'error-summary-link',
  errorSummaryLabel: 'error-summary-label',
  errorSummaryMessage: 'error-summary-message',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  header: 'header',
  actions: 'actions',
  check: 'check',
});

/** A form renderer part name, e.g. `step-title`. */
export type FormRendererPart = AnatomyPart<typeof formRendererAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part (by its anatomy key) for CSS and tests. */
export function formRendererPartAttrs<Key extends keyof typeof formRendererAnatomy.parts>(key: Key) {
  return formRendererAnatomy.attrs(formRendererAnatomy.parts[key]);
}
