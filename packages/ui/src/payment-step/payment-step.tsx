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
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { paymentStepChoiceVariants } from './payment-step.variants';

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
 * @selector .bk-root [data-slot="payment-step"][data-phase="idle|processing|paid|failed"]
 * @example
 * <PaymentStep price={service} testMode onPay={(card, amounts) => chargeTestCard(card, { minor: amounts.dueNowMinor, currency: amounts.currency })} onPaid={next} />
 */
export function PaymentStep({ headingLevel = 2, className, ...props }: PaymentStepProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <PaymentStepRoot {...props} className={cx('bk-payment-step', className)} data-slot="payment-step">
      {(api) => (
        <>
          <PaymentStepTitle asChild>
            <Heading className="bk-payment-step__title" data-slot="payment-step-title" />
          </PaymentStepTitle>
          <PaymentStepTestNotice className="bk-payment-step__test-notice" data-slot="payment-step-test-notice" />
          <PaymentStepChoice className="bk-payment-step__choice" legendProps={{ className: 'bk-payment-step__legend' }}>
            {api.amounts.choices.map((choice) => (
              <PaymentStepChoiceItem
                key={choice}
                value={choice}
                className={paymentStepChoiceVariants({ isChecked: api.amounts.choice === choice })}
                data-slot="payment-step-choice-item"
              />
            ))}
          </PaymentStepChoice>
          <PaymentStepSummary className="bk-payment-step__summary" rowProps={{ className: 'bk-payment-step__row' }} />
          <PaymentStepNothingDue className="bk-payment-step__nothing-due" />
          <PaymentStepCard className="bk-payment-step__card" legendProps={{ className: 'bk-payment-step__legend' }}>
            {FIELDS.map((field) => (
              <div key={field} className={cx('bk-text-field', `bk-payment-step__field--${field}`)} data-slot="payment-step-field">
                <PaymentStepLabel field={field} className="bk-text-field__label" />
                <PaymentStepInput field={field} className="bk-text-field__input" />
                <PaymentStepError field={field} className="bk-text-field__error" />
              </div>
            ))}
          </PaymentStepCard>
          <PaymentStepAlert className="bk-alert bk-alert--danger bk-payment-step__alert" data-slot="payment-step-alert" />
          <PaymentStepStatus className="bk-payment-step__status" data-slot="payment-step-status" />
          <PaymentStepSubmit
            className={cx(buttonVariants({ size: 'lg', isPending: api.isProcessing }), 'bk-payment-step__submit')}
            data-slot="payment-step-submit"
          >
            {api.isProcessing ? <span className="bk-button__spinner" aria-hidden="true" /> : null}
            {api.submitLabel}
          </PaymentStepSubmit>
        </>
      )}
    </PaymentStepRoot>
  );
}
