import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { ConfirmationProvider } from './confirmation-context';
import { type ConfirmationOptions, useConfirmation } from './use-confirmation';

/** Props of {@link ConfirmationRoot}. */
export interface ConfirmationRootProps extends ConfirmationOptions, AsChildProps, ComponentPropsWithRef<'section'> {}

/**
 * The confirmation after scheduling, rescheduling, cancelling or requesting an appointment: a
 * section named by its heading. Put an add-to-calendar block or next actions in its children.
 * @selector [data-scope="confirmation"][data-part="root"][data-status="scheduled|rescheduled|cancelled|requested"]
 * @example
 * <Confirmation.Root booking={booking} officePhone="+31 20 123 4567">
 *   <Confirmation.Title /><Confirmation.Description /><Confirmation.Details /><Confirmation.Contact />
 *   <AddToCalendar.Root event={event}>…</AddToCalendar.Root>
 * </Confirmation.Root>
 */
export function ConfirmationRoot({
  booking,
  status,
  officePhone,
  timeZone,
  focusOnMount,
  asChild,
  ...props
}: ConfirmationRootProps) {
  const api = useConfirmation({
    booking,
    ...(status !== undefined && { status }),
    ...(officePhone !== undefined && { officePhone }),
    ...(timeZone !== undefined && { timeZone }),
    ...(focusOnMount !== undefined && { focusOnMount }),
  });
  const merged = mergePartProps(api.rootProps, props);
  return (
    <ConfirmationProvider value={api}>{asChild ? <AsChildSlot {...merged} /> : <section {...merged} />}</ConfirmationProvider>
  );
}
