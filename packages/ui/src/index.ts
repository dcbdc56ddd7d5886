/**
 * @booking-kit/ui — the booking-kit design system: styled components on `@booking-kit/react`.
 * Import the CSS once: `import '@booking-kit/ui/styles.css'`.
 * @packageDocumentation
 */
export { AddToCalendar, type AddToCalendarProps } from './add-to-calendar/add-to-calendar';
export { Alert, type AlertProps } from './alert/alert';
export { type AlertVariantProps, alertVariants } from './alert/alert.variants';
export { AttendeePicker, type AttendeePickerProps } from './attendee-picker/attendee-picker';
export * from './booker';
export { BookingKitRoot, type BookingKitRootProps, type BookingKitTheme } from './booking-kit-root/booking-kit-root';
export { Button, type ButtonProps } from './button/button';
export { type ButtonVariantProps, buttonVariants } from './button/button.variants';
export { ButtonSpinner } from './button/button-spinner';
export { CancelBooking, type CancelBookingProps } from './cancel-booking/cancel-booking';
export { Card, type CardProps } from './card/card';
export { Cart, type CartProps } from './cart/cart';
export { Confirmation, type ConfirmationProps } from './confirmation/confirmation';
export {
  type ContentCardVariantProps,
  type ContentListVariantProps,
  contentCardVariants,
  contentListVariants,
} from './content-card/content-card.variants';
export { CookieConsent, type CookieConsentProps, CookieSettingsButton } from './cookie-consent/cookie-consent';
export { type CookieConsentVariantProps, cookieConsentVariants } from './cookie-consent/cookie-consent.variants';
export { CopyLink, type CopyLinkProps } from './copy-link/copy-link';
export { DetailsForm, type DetailsFormProps } from './details-form/details-form';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { FormRenderer, type FormRendererProps } from './form-renderer/form-renderer';
export { GuestList, type GuestListProps } from './guest-list/guest-list';
export { Hero, type HeroProps } from './hero/hero';
export { type HeroVariantProps, heroVariants } from './hero/hero.variants';
export { HoldCountdown, type HoldCountdownProps } from './hold-countdown/hold-countdown';
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher/language-switcher';
export { type LanguageSwitcherVariantProps, languageSwitcherVariants } from './language-switcher/language-switcher.variants';
export { ManageBooking, type ManageBookingProps, type ManageBookingView } from './manage-booking/manage-booking';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { type PaginationVariantProps, paginationVariants } from './pagination/pagination.variants';
export { PaymentStep, type PaymentStepProps } from './payment-step/payment-step';
export { PostCard, type PostCardProps } from './post-card/post-card';
export { PostList, type PostListProps } from './post-card/post-list';
export { DraftBadge } from './preview-banner/draft-badge';
export { PreviewBanner, type PreviewBannerProps } from './preview-banner/preview-banner';
export { ProductCard, type ProductCardProps } from './product-card/product-card';
export { ProductGrid, type ProductGridProps } from './product-card/product-grid';
export { Prose, type ProseProps } from './prose/prose';
export { type ProseVariantProps, proseVariants } from './prose/prose.variants';
export { RecurringSeries, type RecurringSeriesProps } from './recurring-series/recurring-series';
export { RescheduleBooking, type RescheduleBookingProps } from './reschedule-booking/reschedule-booking';
export { ServiceCards, type ServiceCardsProps } from './service-cards/service-cards';
export { ServicePicker, type ServicePickerProps } from './service-picker/service-picker';
export { LazyPart, type LazyPartProps } from './skeleton/lazy-part';
export { LOADING_DELAY_MS, LoadingState, type LoadingStateProps } from './skeleton/loading-state';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton/skeleton';
export { type SkeletonVariantProps, skeletonVariants } from './skeleton/skeleton.variants';
export { SlotPicker, type SlotPickerProps } from './slot-picker/slot-picker';
export { StaffPicker, type StaffPickerProps } from './staff-picker/staff-picker';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { TimeZonePicker, type TimeZonePickerProps } from './time-zone-picker/time-zone-picker';
