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
export { Card, type CardProps } from './card/card';
export { GuestList, type GuestListProps } from './guest-list/guest-list';
export { guestListItemVariants } from './guest-list/guest-list.variants';
export { SlotPicker, type SlotPickerProps } from './slot-picker/slot-picker';
export { slotPickerDayVariants, slotPickerSlotVariants, slotPickerVariants } from './slot-picker/slot-picker.variants';
export { TextField, type TextFieldProps } from './text-field/text-field';
