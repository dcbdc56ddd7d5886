/**
 * @booking-kit/ui — the booking-kit design system: styled components on `@booking-kit/react`.
 * Import the CSS once: `import '@booking-kit/ui/styles.css'`.
 * @packageDocumentation
 */
export { AddToCalendar, type AddToCalendarProps } from './add-to-calendar/add-to-calendar';
export { addToCalendarItemVariants } from './add-to-calendar/add-to-calendar.variants';
export { Alert, type AlertProps } from './alert/alert';
export { BookingKitRoot, type BookingKitRootProps, type BookingKitTheme } from './booking-kit-root/booking-kit-root';
export { Button, type ButtonProps } from './button/button';
export { type ButtonVariantProps, buttonVariants } from './button/button.variants';
export { CancelBooking, type CancelBookingProps } from './cancel-booking/cancel-booking';
export { Card, type CardProps } from './card/card';
export { Cart, type CartProps } from './cart/cart';
export { Confirmation, type ConfirmationProps } from './confirmation/confirmation';
export { confirmationVariants } from './confirmation/confirmation.variants';
export { CookieConsent, type CookieConsentProps, CookieSettingsButton } from './cookie-consent/cookie-consent';
export { type CookieConsentVariantProps, cookieConsentVariants } from './cookie-consent/cookie-consent.variants';
export { DetailsForm, type DetailsFormProps } from './details-form/details-form';
export { type DetailsFormFieldVariantProps, detailsFormFieldVariants } from './details-form/details-form.variants';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { FormRenderer, type FormRendererProps } from './form-renderer/form-renderer';
export { type FormRendererFieldVariantProps, formRendererFieldVariants } from './form-renderer/form-renderer.variants';
export { GuestList, type GuestListProps } from './guest-list/guest-list';
export { guestListItemVariants } from './guest-list/guest-list.variants';
export { HoldCountdown, type HoldCountdownProps } from './hold-countdown/hold-countdown';
export { holdCountdownVariants } from './hold-countdown/hold-countdown.variants';
export { PaymentStep, type PaymentStepProps } from './payment-step/payment-step';
export { paymentStepChoiceVariants } from './payment-step/payment-step.variants';
export { RescheduleBooking, type RescheduleBookingProps } from './reschedule-booking/reschedule-booking';
export { rescheduleBookingSummaryRowVariants } from './reschedule-booking/reschedule-booking.variants';
export { ServicePicker, type ServicePickerProps } from './service-picker/service-picker';
export { servicePickerOptionVariants } from './service-picker/service-picker.variants';
export { LoadingState, type LoadingStateProps } from './skeleton/loading-state';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton/skeleton';
export { type SkeletonVariantProps, skeletonVariants } from './skeleton/skeleton.variants';
export { SlotPicker, type SlotPickerProps } from './slot-picker/slot-picker';
export { slotPickerDayVariants, slotPickerSlotVariants, slotPickerVariants } from './slot-picker/slot-picker.variants';
export { StaffPicker, type StaffPickerProps } from './staff-picker/staff-picker';
export { staffPickerOptionVariants } from './staff-picker/staff-picker.variants';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { TimeZonePicker, type TimeZonePickerProps } from './time-zone-picker/time-zone-picker';
