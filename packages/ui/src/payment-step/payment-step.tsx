import {
  PaymentStepAlert,
  PaymentStepCard,
  PaymentStepChoice,
  PaymentStepChoiceItem,
  PaymentStepError,
  PaymentStepInput,
  PaymentStepLabel,
  PaymentStepNothingDue,
  PaymentStepRoot,
  type PaymentStepRootProps,
  PaymentStepStatus,
  PaymentStepSubmit,
  PaymentStepSummary,
  PaymentStepTestNotice,
  PaymentStepTitle,
  paymentStepAnatomy,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { buttonVariants } from '../button/button.variants';
import { ButtonSpinner } from '../button/button-spinner';
import { cx } from '../lib/cx';

/** Props of {@link PaymentStep}: the headless root's, without custom children. */
export interface PaymentStepProps extends Omit<PaymentStepRootProps, 'children' | 'asChild'> {
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;

/**
 * The payment step: deposit or full amount, the amounts in the locale's currency format, card
 * fields with autofill, and a pay button that shows the amount ('Pay 45,00 €'). A refusal shows as
 * an alert that takes focus. Pay through any provider with `onPay`; core's `chargeTestCard` is the
 * built-in test provider.
 * @selector .bk-root .bk-payment-step[data-phase="idle|processing|paid|failed"] [data-scope="payment-step"][data-part="choice-item"][data-checked]
 * @example
 * <PaymentStep price={service} testMode onPay={(card, amounts) => chargeTestCard(card, { minor: amounts.dueNowMinor, currency: amounts.currency })} onPaid={next} />
 */
export function PaymentStep({ headingLevel = 2, className, ...props }: PaymentStepProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <PaymentStepRoot {...props} className={cx('bk-payment-step', className)}>
      {(api) => (
        <>
          <PaymentStepTitle asChild>
            <Heading />
          </PaymentStepTitle>
          <PaymentStepTestNotice />
          <PaymentStepChoice>
            {api.amounts.choices.map((choice) => (
              <PaymentStepChoiceItem key={choice} value={choice} />
            ))}
          </PaymentStepChoice>
          <PaymentStepSummary />
          <PaymentStepNothingDue />
          <PaymentStepCard>
            {FIELDS.map((field) => (
              // The field look's column (text-field.css); `data-field` lets number and name take the whole row.
              <div key={field} className="bk-text-field" {...paymentStepAnatomy.attrs('field')} data-field={field}>
                <PaymentStepLabel field={field} />
                <PaymentStepInput field={field} />
                <PaymentStepError field={field} />
              </div>
            ))}
          </PaymentStepCard>
          <PaymentStepAlert className={alertVariants({ tone: 'danger' })} />
          <PaymentStepStatus />
          <PaymentStepSubmit className={buttonVariants({ size: 'lg' })}>
            {api.isProcessing ? <ButtonSpinner /> : null}
            {api.submitLabel}
          </PaymentStepSubmit>
        </>
      )}
    </PaymentStepRoot>
  );
}
