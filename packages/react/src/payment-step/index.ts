/**
 * The payment-step parts as a namespace (`<PaymentStep.Root>`, `<PaymentStep.Summary>`, ...).
 * @example <PaymentStep.Root price={service} onPay={pay}><PaymentStep.Summary /><PaymentStep.Submit /></PaymentStep.Root>
 */
export * as PaymentStep from './payment-step';
export { type PaymentStepPart, paymentStepAnatomy } from './payment-step.anatomy';
export type { PaymentHandler, PaymentNotRequired, PaymentOutcome, PaymentStepPrice } from './payment-step.types';
export {
  PaymentStepCard,
  type PaymentStepCardProps,
  PaymentStepError,
  type PaymentStepErrorProps,
  PaymentStepInput,
  type PaymentStepInputProps,
  PaymentStepLabel,
  type PaymentStepLabelProps,
} from './payment-step-card';
export {
  PaymentStepChoice,
  PaymentStepChoiceItem,
  type PaymentStepChoiceItemProps,
  type PaymentStepChoiceProps,
} from './payment-step-choice';
export { usePaymentStepContext } from './payment-step-context';
export type { CardFieldApi } from './payment-step-fields';
export { PaymentStepRoot, type PaymentStepRootProps } from './payment-step-root';
export { PaymentStepSubmit, type PaymentStepSubmitProps } from './payment-step-submit';
export { PaymentStepSummary, type PaymentStepSummaryProps } from './payment-step-summary';
export {
  PaymentStepAlert,
  type PaymentStepAlertProps,
  PaymentStepNothingDue,
  type PaymentStepNothingDueProps,
  PaymentStepStatus,
  type PaymentStepStatusProps,
  PaymentStepTestNotice,
  type PaymentStepTestNoticeProps,
  PaymentStepTitle,
  type PaymentStepTitleProps,
} from './payment-step-text';
export {
  type PaymentStepApi,
  type PaymentStepOptions,
  type PaymentSummaryRow,
  usePaymentStep,
} from './use-payment-step';
export {
  type PaymentPhase,
  type PaymentStepState,
  type PaymentStepStateOptions,
  usePaymentStepState,
} from './use-payment-step-state';
