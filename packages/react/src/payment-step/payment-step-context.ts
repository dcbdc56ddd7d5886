import { createContext } from '@radix-ui/react-context';
import type { PaymentStepApi } from './use-payment-step';

/** @internal The API of the nearest `<PaymentStep.Root>`. */
const [PaymentStepProvider, usePaymentStepValue] = createContext<{ value: PaymentStepApi }>('<PaymentStep.Root>');

export { PaymentStepProvider };

/**
 * The state, amounts and prop bags of the nearest `<PaymentStep.Root>`, for custom parts.
 * @throws when used outside `<PaymentStep.Root>`.
 */
export function usePaymentStepContext(): PaymentStepApi {
  return usePaymentStepValue('usePaymentStepContext').value;
}
