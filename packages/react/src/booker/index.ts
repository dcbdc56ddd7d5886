/**
 * The booking-flow parts as a namespace (`<BookingFlow.Root>`, `<BookingFlow.Step>`, `<BookingFlow.Next>`).
 * @example <BookingFlow.Root flow={booker.flow} focus={booker.focus}><BookingFlow.Step step="time">…</BookingFlow.Step></BookingFlow.Root>
 */
export * as BookingFlow from './booking-flow';
export { type BookingFlowPart, bookingFlowAnatomy } from './booking-flow.anatomy';
export { type BookingFlowContextValue, useBookingFlowContext } from './booking-flow-context';
export {
  BookingFlowBack,
  type BookingFlowButtonProps,
  BookingFlowNext,
  BookingFlowProgress,
  type BookingFlowProgressProps,
  BookingFlowRoot,
  type BookingFlowRootProps,
  BookingFlowStep,
  type BookingFlowStepProps,
} from './booking-flow-parts';
export type { BookingMade } from './booking-made';
export {
  type BookerApi,
  type BookerCallbacks,
  type BookerDefaultValues,
  type BookerSeries,
  type UseBookerOptions,
  useBooker,
} from './use-booker';
export { useBookerSeries } from './use-booker-series';
export {
  type BookerSlotFields,
  type BookerSlots,
  type BookerSlotsApi,
  bookerSlotFields,
  type UseBookerSlotsOptions,
  useBookerSlots,
} from './use-booker-slots';
export { type CartBookerApi, type UseCartBookerOptions, useCartBooker } from './use-cart-booker';
export { useReleaseLeftHold } from './use-release-left-hold';
export { type SavedBooking, useSavedBooking } from './use-saved-booking';
export { keepApplicableChoices, type SeriesCheck, type SeriesCheckInput, useSeriesCheck } from './use-series-check';
export { type StepFocus, useStepFocus } from './use-step-focus';
