/**
 * @booking-kit/ui — the booking-kit design system: styled components on `@booking-kit/react`.
 * Import the CSS once: `import '@booking-kit/ui/styles.css'`.
 * @packageDocumentation
 */
export { AddToCalendar, type AddToCalendarProps } from './add-to-calendar/add-to-calendar';
export { Alert, type AlertProps } from './alert/alert';
export { type AlertVariantProps, alertVariants } from './alert/alert.variants';
export { AttendeePicker, type AttendeePickerProps } from './attendee-picker/attendee-picker';
export { BookingKitRoot, type BookingKitRootProps, type BookingKitTheme } from './booking-kit-root/booking-kit-root';
export { Button, type ButtonProps } from './button/button';
export { type ButtonVariantProps, buttonVariants } from './button/button.variants';
export { ButtonSpinner } from './button/button-spinner';
export { CancelBooking, type CancelBookingProps } from './cancel-booking/cancel-booking';
export { Card, type CardProps } from './card/card';
export { Cart, type CartProps } from './cart/cart';
export { Confirmation, type ConfirmationProps } from './confirmation/confirmation';
export { CookieConsent, type CookieConsentProps, CookieSettingsButton } from './cookie-consent/cookie-consent';
export { type CookieConsentVariantProps, cookieConsentVariants } from './cookie-consent/cookie-consent.variants';
export { DetailsForm, type DetailsFormProps } from './details-form/details-form';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { FormRenderer, type FormRendererProps } from './form-renderer/form-renderer';
export { GuestList, type GuestListProps } from './guest-list/guest-list';
export { HoldCountdown, type HoldCountdownProps } from './hold-countdown/hold-countdown';
export { PaymentStep, type PaymentStepProps } from './payment-step/payment-step';
export { RecurringSeries, type RecurringSeriesProps } from './recurring-series/recurring-series';
export { RescheduleBooking, type RescheduleBookingProps } from './reschedule-booking/reschedule-booking';
export { ServicePicker, type ServicePickerProps } from './service-picker/service-picker';
export { LOADING_DELAY_MS, LoadingState, type LoadingStateProps } from './skeleton/loading-state';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton/skeleton';
export { type SkeletonVariantProps, skeletonVariants } from './skeleton/skeleton.variants';
export { SlotPicker, type SlotPickerProps } from './slot-picker/slot-picker';
export { StaffPicker, type StaffPickerProps } from './staff-picker/staff-picker';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { TimeZonePicker, type TimeZonePickerProps } from './time-zone-picker/time-zone-picker';
