import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
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
  const merged = mergePartProps({ ...api.submitProps, ...paymentStepPartAttrs('submit') }, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.submitLabel}>
        {children}
      </AsChildSlot>
    );
  return <button {...merged}>{children ?? api.submitLabel}</button>;
}
