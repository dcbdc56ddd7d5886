export { type BookingFlowActions, type BookingFlowApi, type UseBookingFlowOptions, useBookingFlow } from './use-booking-flow';
