import { createContext, useContext } from 'react';
import type { CancelBookingApi } from './use-cancel-booking';

/** @internal The API of the nearest `<CancelBooking.Root>`; `null` outside one. */
export const CancelBookingContext = createContext<CancelBookingApi | null>(null);

/**
 * The state, texts and prop bags of the nearest `<CancelBooking.Root>`, for custom parts.
 * @throws when used outside `<CancelBooking.Root>`.
 */
export function useCancelBookingContext(): CancelBookingApi {
  const context = useContext(CancelBookingContext);
  if (!context) throw new Error('`useCancelBookingContext` must be used within `<CancelBooking.Root>`');
  return context;
}
