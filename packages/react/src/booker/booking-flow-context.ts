import { createContext } from '@radix-ui/react-context';
import type { BookingFlowApi } from '../booking-flow/use-booking-flow';
import type { StepFocus } from './use-step-focus';

/** What the parts of one booking flow share: the flow, and where each step's focus goes. */
export interface BookingFlowContextValue {
  flow: BookingFlowApi;
  focus: StepFocus;
}

const [BookingFlowProvider, useBookingFlowValue] = createContext<BookingFlowContextValue>('<BookingFlow.Root>');

export { BookingFlowProvider };

/** The flow of the nearest `<BookingFlow.Root>`; throws outside one. */
export function useBookingFlowContext(): BookingFlowContextValue {
  return useBookingFlowValue('BookingFlow part');
}
