import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a payment step, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="payment-step"][data-part="summary"]
 */
export const paymentStepAnatomy = createAnatomy('payment-step', {
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
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  field: 'field',
});

/** A payment step part name, e.g. `choice-item`. */
export type PaymentStepPart = AnatomyPart<typeof paymentStepAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const paymentStepPartAttrs = paymentStepAnatomy.attrs;
