/**
 * The parts of a form renderer, declared once: each value is the part's `data-part` attribute
 * and its name in the docs.
 * @selector [data-scope="form-renderer"][data-part="field"]
 */
export const formRendererAnatomy = {
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
} as const;

/** A form renderer part name, e.g. `step-title`. */
export type FormRendererPart = (typeof formRendererAnatomy)[keyof typeof formRendererAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part (by its anatomy key) for CSS and tests. */
export function formRendererPartAttrs<K extends keyof typeof formRendererAnatomy>(part: K) {
  return { 'data-scope': 'form-renderer', 'data-part': formRendererAnatomy[part] } as const;
}
