/**
 * The booking-flow parts as a namespace: `<BookingFlow.Root>`, `<BookingFlow.Step>`,
 * `<BookingFlow.Progress>`, `<BookingFlow.Back>`, `<BookingFlow.Next>`.
 */
export {
  BookingFlowBack as Back,
  BookingFlowNext as Next,
  BookingFlowProgress as Progress,
  BookingFlowRoot as Root,
  BookingFlowStep as Step,
} from './booking-flow-parts';
