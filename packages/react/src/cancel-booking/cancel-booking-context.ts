import { createContext } from '@radix-ui/react-context';
import type { CancelBookingApi } from './use-cancel-booking';

/** @internal The API of the nearest `<CancelBooking.Root>`. */
const [CancelBookingProvider, useCancelBookingValue] = createContext<{ value: CancelBookingApi }>('<CancelBooking.Root>');

export { CancelBookingProvider };

/**
 * The state, texts and prop bags of the nearest `<CancelBooking.Root>`, for custom parts.
 * @throws when used outside `<CancelBooking.Root>`.
 */
export function useCancelBookingContext(): CancelBookingApi {
  return useCancelBookingValue('useCancelBookingContext').value;
}
