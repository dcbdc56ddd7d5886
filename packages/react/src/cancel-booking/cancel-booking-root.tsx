import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { cancelBookingPartAttrs } from './cancel-booking.anatomy';
import { CancelBookingProvider } from './cancel-booking-context';
import { type CancelBookingApi, type CancelBookingOptions, useCancelBooking } from './use-cancel-booking';
import { type CancelBookingStateOptions, useCancelBookingState } from './use-cancel-booking-state';

/** Props of {@link CancelBookingRoot}. */
export interface CancelBookingRootProps
  extends CancelBookingStateOptions,
    CancelBookingOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'form'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the form's API. */
  children?: ReactNode | ((api: CancelBookingApi) => ReactNode);
}

/**
 * The cancel-booking form, named by its title: shows what is being cancelled, asks for a reason,
 * asks 'Cancel this appointment?' in `<CancelBooking.Confirm>` and cancels through `onCancel`
 * once confirmed (or on submit, with `confirm={false}`).
 * @selector [data-scope="cancel-booking"][data-part="root"][data-phase="idle|pending|cancelled|failed"]
 * @example
 * <CancelBooking.Root booking={booking} onCancel={cancel} onKeep={back}>
 *   <CancelBooking.Title /><CancelBooking.Summary /><CancelBooking.ReasonLabel /><CancelBooking.ReasonInput />
 *   <CancelBooking.ReasonError /><CancelBooking.Alert /><CancelBooking.Submit /><CancelBooking.Keep />
 *   <CancelBooking.Confirm />
 * </CancelBooking.Root>
 */
export function CancelBookingRoot({
  value,
  defaultValue,
  onValueChange,
  reasons,
  booking,
  onCancel,
  onCancelled,
  onKeep,
  timeZone,
  confirm,
  confirmOpen,
  defaultConfirmOpen,
  onConfirmOpenChange,
  asChild,
  children,
  ...props
}: CancelBookingRootProps) {
  const state = useCancelBookingState({
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    ...(onValueChange !== undefined && { onValueChange }),
    ...(reasons !== undefined && { reasons }),
    ...(confirmOpen !== undefined && { confirmOpen }),
    ...(defaultConfirmOpen !== undefined && { defaultConfirmOpen }),
    ...(onConfirmOpenChange !== undefined && { onConfirmOpenChange }),
  });
  const api = useCancelBooking(
    {
      booking,
      onCancel,
      ...(onCancelled !== undefined && { onCancelled }),
      ...(onKeep !== undefined && { onKeep }),
      ...(timeZone !== undefined && { timeZone }),
      ...(confirm !== undefined && { confirm }),
    },
    state,
  );
  const merged = mergePartProps({ ...api.rootProps, ...cancelBookingPartAttrs('root') }, props);
  const content = typeof children === 'function' ? children(api) : children;
  return (
    <CancelBookingProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <form {...merged}>{content}</form>}
    </CancelBookingProvider>
  );
}
