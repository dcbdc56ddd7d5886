import { cva } from 'class-variance-authority';

/**
 * Classes of one guest's row, keyed on the headless item state: `isInvalid` while it shows an error.
 * @example <GuestListItem className={guestListItemVariants({ isInvalid: true })} … />
 */
export const guestListItemVariants = cva('bk-guest-list__item', {
  variants: { isInvalid: { true: 'bk-guest-list__item--invalid', false: '' } },
  defaultVariants: { isInvalid: false },
});
