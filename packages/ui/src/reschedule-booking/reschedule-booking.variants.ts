import { cva } from 'class-variance-authority';

/**
 * Classes of a summary row, keyed on the headless state: `isChosen` once a new slot is chosen,
 * which emphasises the New time row (CSS picks it by `data-row="new"`).
 * @example <RescheduleBookingSummary rowProps={{ className: rescheduleBookingSummaryRowVariants({ isChosen: true }) }} />
 */
export const rescheduleBookingSummaryRowVariants = cva('bk-booking-action__row', {
  variants: { isChosen: { true: 'bk-reschedule-booking__row--chosen', false: '' } },
  defaultVariants: { isChosen: false },
});
