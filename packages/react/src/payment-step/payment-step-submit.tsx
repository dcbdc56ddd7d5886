import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { usePaymentStepContext } from './payment-step-context';

/** Props of {@link PaymentStepSubmit}. */
export interface PaymentStepSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Pays: 'Pay 45,00 €' with the amount due now, 'Processing payment…' while busy (`aria-busy`,
 * `aria-disabled`, still focusable), 'Continue' when nothing is due; hidden once paid.
 * @selector [data-scope="payment-step"][data-part="submit"][aria-busy]
 */
export function PaymentStepSubmit({ asChild, children, ...props }: PaymentStepSubmitProps) {
  const api = usePaymentStepContext();
  if (api.state.phase === 'paid') return null;
  const merged = mergeProps({ ...api.submitProps, ...paymentStepPartAttrs('submit') }, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.submitLabel}>
        {children}
      </Slottable>
    );
  return <button {...merged}>{children ?? api.submitLabel}</button>;
}
