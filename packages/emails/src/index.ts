export { BookingDetails, type BookingDetailsProps } from './booking-details';
export { BookingEmail, type BookingEmailProps } from './booking-email';
export type { DetailRow } from './detail-rows';
export { EmailLayout, type EmailLayoutProps } from './email-layout';
export { renderBookingMessage } from './render-booking-message';
