import { createContext, useContext } from 'react';
import type { PaymentStepApi } from './use-payment-step';

/** @internal The API of the nearest `<PaymentStep.Root>`; `null` outside one. */
export const PaymentStepContext = createContext<PaymentStepApi | null>(null);

/**
 * The state, amounts and prop bags of the nearest `<PaymentStep.Root>`, for custom parts.
 * @throws when used outside `<PaymentStep.Root>`.
 */
export function usePaymentStepContext(): PaymentStepApi {
  const context = useContext(PaymentStepContext);
  if (!context) throw new Error('`usePaymentStepContext` must be used within `<PaymentStep.Root>`');
  return context;
}
