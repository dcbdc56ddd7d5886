/**
 * The parts of a payment step, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="payment-step"][data-part="summary"]
 */
export const paymentStepAnatomy = {
  root: 'root',
  title: 'title',
  testNotice: 'test-notice',
  choice: 'choice',
  choiceItem: 'choice-item',
  summary: 'summary',
  nothingDue: 'nothing-due',
  card: 'card',
  label: 'label',
  input: 'input',
  error: 'error',
  alert: 'alert',
  status: 'status',
  submit: 'submit',
} as const;

/** A payment step part name, e.g. `choice-item`. */
export type PaymentStepPart = (typeof paymentStepAnatomy)[keyof typeof paymentStepAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function paymentStepPartAttrs(part: PaymentStepPart) {
  return { 'data-scope': 'payment-step', 'data-part': part } as const;
}
