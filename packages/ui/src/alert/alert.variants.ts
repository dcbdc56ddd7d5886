import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Classes of an {@link Alert}: the message-box look with its `tone`. Use them on a headless
 * part's own alert (a payment or reschedule failure) so it looks like every other alert.
 * @example <PaymentStepAlert className={alertVariants({ tone: 'danger' })} />
 */
export const alertVariants = cva('bk-alert', {
  variants: {
    /** @default 'info' */
    tone: { info: 'bk-alert--info', danger: 'bk-alert--danger' },
  },
  defaultVariants: { tone: 'info' },
});

/** The variant props of {@link alertVariants}. */
export type AlertVariantProps = VariantProps<typeof alertVariants>;
