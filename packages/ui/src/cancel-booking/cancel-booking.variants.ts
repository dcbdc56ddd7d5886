import { cva } from 'class-variance-authority';

/**
 * Classes of one preset reason, keyed on the headless item state: `isChecked` for the chosen one.
 * @example <CancelBookingReasonItem value={0} className={cancelBookingReasonVariants({ isChecked: true })} />
 */
export const cancelBookingReasonVariants = cva('bk-cancel-booking__reason', {
  variants: { isChecked: { true: 'bk-cancel-booking__reason--checked', false: '' } },
  defaultVariants: { isChecked: false },
});
