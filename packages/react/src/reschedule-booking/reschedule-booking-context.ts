import { createContext } from '@radix-ui/react-context';
import type { RescheduleBookingApi } from './use-reschedule-booking';

/** @internal The API of the nearest `<RescheduleBooking.Root>`. */
const [RescheduleBookingProvider, useRescheduleBookingValue] = createContext<{ value: RescheduleBookingApi }>(
  '<RescheduleBooking.Root>',
);

export { RescheduleBookingProvider };

/**
 * The state, texts and prop bags of the nearest `<RescheduleBooking.Root>`, for custom parts.
 * @throws when used outside `<RescheduleBooking.Root>`.
 */
export function useRescheduleBookingContext(): RescheduleBookingApi {
  return useRescheduleBookingValue('useRescheduleBookingContext').value;
}
