import { cva } from 'class-variance-authority';

/**
 * Classes of one deposit/full choice, keyed on the headless item state: `isChecked` for the chosen one.
 * @example <PaymentStepChoiceItem value="deposit" className={paymentStepChoiceVariants({ isChecked: true })} />
 */
export const paymentStepChoiceVariants = cva('bk-payment-step__choice-item', {
  variants: { isChecked: { true: 'bk-payment-step__choice-item--checked', false: '' } },
  defaultVariants: { isChecked: false },
});
