import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { usePaymentStepContext } from './payment-step-context';

/** Props of {@link PaymentStepSubmit}. */
export interface PaymentStepSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Pays: 'Pay 45,00 €' with the amount due now, 'Processing payment…' while busy (`aria-busy`,
 * `aria-disabled`, still focusable), 'Continue' when nothing is due; hidden once paid.
 * @selector [data-scope="payment-step"][data-part="submit"][aria-busy]
 */
export function PaymentStepSubmit(props: PaymentStepSubmitProps) {
  const api = usePaymentStepContext();
  if (api.state.phase === 'paid') return null;
  return <ActionPart own={{ ...api.submitProps, ...paymentStepPartAttrs('submit') }} content={api.submitLabel} {...props} />;
}
