import { createContext, useContext } from 'react';
import type { RescheduleBookingApi } from './use-reschedule-booking';

/** @internal The API of the nearest `<RescheduleBooking.Root>`; `null` outside one. */
export const RescheduleBookingContext = createContext<RescheduleBookingApi | null>(null);

/**
 * The state, texts and prop bags of the nearest `<RescheduleBooking.Root>`, for custom parts.
 * @throws when used outside `<RescheduleBooking.Root>`.
 */
export function useRescheduleBookingContext(): RescheduleBookingApi {
  const context = useContext(RescheduleBookingContext);
  if (!context) throw new Error('`useRescheduleBookingContext` must be used within `<RescheduleBooking.Root>`');
  return context;
}
