/** The payment-step parts as a namespace: `<PaymentStep.Root>`, `<PaymentStep.Summary>`, ... */
export {
  PaymentStepCard as Card,
  PaymentStepError as Error,
  PaymentStepInput as Input,
  PaymentStepLabel as Label,
} from './payment-step-card';
export { PaymentStepChoice as Choice, PaymentStepChoiceItem as ChoiceItem } from './payment-step-choice';
export { PaymentStepRoot as Root } from './payment-step-root';
export { PaymentStepSubmit as Submit } from './payment-step-submit';
export { PaymentStepSummary as Summary } from './payment-step-summary';
export {
  PaymentStepAlert as Alert,
  PaymentStepNothingDue as NothingDue,
  PaymentStepStatus as Status,
  PaymentStepTestNotice as TestNotice,
  PaymentStepTitle as Title,
} from './payment-step-text';
