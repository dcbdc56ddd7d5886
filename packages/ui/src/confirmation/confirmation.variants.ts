import { cva } from 'class-variance-authority';

/**
 * Classes of a confirmation, keyed on the headless `status`: each outcome has its own accent
 * (besides its heading, so colour is never the only sign).
 * @example <ConfirmationRoot className={confirmationVariants({ status: 'cancelled' })} … />
 */
export const confirmationVariants = cva('bk-confirmation', {
  variants: {
    status: {
      scheduled: 'bk-confirmation--scheduled',
      rescheduled: 'bk-confirmation--rescheduled',
      requested: 'bk-confirmation--requested',
      cancelled: 'bk-confirmation--cancelled',
    },
  },
  defaultVariants: { status: 'scheduled' },
});
