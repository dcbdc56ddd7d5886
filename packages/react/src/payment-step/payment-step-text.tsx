import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { usePaymentStepContext } from './payment-step-context';

/** Props of {@link PaymentStepTitle}. */
export interface PaymentStepTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The step's heading, 'Payment', which names the form. Use `asChild` for another heading level.
 * @selector [data-scope="payment-step"][data-part="title"]
 * @example <PaymentStep.Title asChild><h3 /></PaymentStep.Title>
 */
export function PaymentStepTitle(props: PaymentStepTitleProps) {
  const api = usePaymentStepContext();
  return <HeadingPart own={{ ...api.titleProps, ...paymentStepPartAttrs('title') }} content={api.title} {...props} />;
}

/** Props of {@link PaymentStepTestNotice}. */
export type PaymentStepTestNoticeProps = ComponentPropsWithRef<'p'>;

/**
 * In test mode, says that no money is taken and which card number pays; rendered only then.
 * @selector [data-scope="payment-step"][data-part="test-notice"]
 */
export function PaymentStepTestNotice({ children, ...props }: PaymentStepTestNoticeProps) {
  const api = usePaymentStepContext();
  if (api.testNotice === null) return null;
  return <p {...mergePartProps(paymentStepPartAttrs('test-notice'), props)}>{children ?? api.testNotice}</p>;
}

/** Props of {@link PaymentStepNothingDue}. */
export type PaymentStepNothingDueProps = ComponentPropsWithRef<'p'>;

/**
 * 'Nothing to pay now.' for a free service or one paid at the appointment; rendered only then.
 * @selector [data-scope="payment-step"][data-part="nothing-due"]
 */
export function PaymentStepNothingDue({ children, ...props }: PaymentStepNothingDueProps) {
  const api = usePaymentStepContext();
  if (api.nothingDueText === null) return null;
  return <p {...mergePartProps(paymentStepPartAttrs('nothing-due'), props)}>{children ?? api.nothingDueText}</p>;
}

/** Props of {@link PaymentStepAlert}. */
export type PaymentStepAlertProps = ComponentPropsWithRef<'div'>;

/**
 * Why the payment failed ('Your card was declined. Try another card.'): an alert that takes
 * focus when it appears; rendered only then.
 * @selector [data-scope="payment-step"][data-part="alert"]
 */
export function PaymentStepAlert({ children, ...props }: PaymentStepAlertProps) {
  const api = usePaymentStepContext();
  if (api.alertText === null) return null;
  return (
    <div {...mergePartProps({ ...api.alertProps, ...paymentStepPartAttrs('alert') }, props)}>{children ?? api.alertText}</div>
  );
}

/** Props of {@link PaymentStepStatus}. */
export type PaymentStepStatusProps = ComponentPropsWithRef<'p'>;

/**
 * A polite live region, always rendered so it is heard: 'Payment received: 45,00 €. Thank you!'
 * once paid (it then takes focus).
 * @selector [data-scope="payment-step"][data-part="status"][data-phase]
 */
export function PaymentStepStatus(props: PaymentStepStatusProps) {
  const api = usePaymentStepContext();
  const merged = mergePartProps({ ...api.statusProps, ...paymentStepPartAttrs('status'), 'data-phase': api.state.phase }, props);
  return <p {...merged}>{api.statusText}</p>;
}
