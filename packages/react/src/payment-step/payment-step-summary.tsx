import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { paymentStepPartAttrs } from './payment-step.anatomy';
import { usePaymentStepContext } from './payment-step-context';

/** Props of {@link PaymentStepSummary}. */
export interface PaymentStepSummaryProps extends ComponentPropsWithRef<'dl'> {
  /** Props of each row's `<div>` (gets `data-row="total|due-now|paid|remaining"`). */
  rowProps?: ComponentPropsWithRef<'div'>;
}

/**
 * The amounts as a description list, in the locale's currency format: Total, Deposit paid now
 * (or Paid now, then Paid amount once paid) and what remains for the appointment.
 * @selector [data-scope="payment-step"][data-part="summary"] [data-row="total"]
 */
export function PaymentStepSummary({ rowProps, ...props }: PaymentStepSummaryProps) {
  const api = usePaymentStepContext();
  return (
    <dl {...mergePartProps(paymentStepPartAttrs('summary'), props)}>
      {api.summaryRows.map((row) => (
        <div key={row.id} {...rowProps} data-row={row.id}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
